import { describe, expect, it, vi } from 'vitest';
import { listingOf } from '../../test/listingFixtures';
import { consoleApi } from '../consoleApi';
import { listingDecisions, listingReviewConfig, listingStep } from './listingReviewConfig';

const queued = (overrides: Parameters<typeof listingOf>[0] = {}) => ({
  ...listingOf(overrides),
  user_mobile: '13997001234',
  version: '2026-11-24T01:00:00.000Z',
  first_reviewer_id: null,
  first_reviewer_name: '',
});

describe('the listing review queue', () => {
  it('shows first review and re-review as steps of their own', () => {
    expect(listingStep({ audit_status: 0, audit_type: 1 })).toBe(1);
    expect(listingStep({ audit_status: 0, audit_type: 2 })).toBe(2);
    expect(listingStep({ audit_status: 1, audit_type: 2 })).toBe(3);
    expect(listingStep({ audit_status: 2, audit_type: 1 })).toBe(4);
  });

  it('asks the server for the step chosen', async () => {
    // consoleApi.post is typed by path; the spy answers the list's shape.
    const post = vi.spyOn(consoleApi, 'post').mockResolvedValue({ total: 0, data: [] } as never);
    const config = listingReviewConfig(() => undefined, 5);
    await config.fetchPage({ page: 2, limit: 20, status: 2, keyword: '碳汇' });
    expect(post).toHaveBeenCalledWith('/console/api/listings/list', {
      page: 2,
      limit: 20,
      audit_status: 0,
      audit_type: 2,
      product_name: '碳汇',
    });
    post.mockRestore();
  });

  it('does not offer the re-review to the reviewer who passed the first review', () => {
    const waiting = queued({ audit_status: 0, audit_type: 2 });
    expect(listingDecisions({ ...waiting, first_reviewer_id: 5 }, 5)).toEqual([]);
    expect(listingDecisions({ ...waiting, first_reviewer_id: 5 }, 6)).toEqual(['pass', 'reject']);
    expect(listingDecisions(queued({ audit_status: 0, audit_type: 1 }), 5)).toEqual(['pass', 'reject']);
    expect(listingDecisions(queued({ audit_status: 1, audit_type: 2 }), 6)).toEqual([]);
  });

  it('shows the reviewer every attachment, private ones by their signed link', () => {
    const config = listingReviewConfig(() => '企业法人', 5);
    const fields = config.sections(queued()).flatMap((section) => section.fields);
    const files = (label: string) => fields.find((field) => field.label === label)?.attachments;
    expect(files('披露附件')).toEqual([
      expect.objectContaining({ name: '披露说明.pdf', url: expect.stringContaining('signature') }),
    ]);
    expect(files('报名提交材料')).toHaveLength(1);
    expect(files('产品图片')?.map((image) => image.src)).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(fields.find((field) => field.label === '转让方类型')?.value).toBe('企业法人');
  });
});
