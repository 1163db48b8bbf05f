import { fireEvent, render } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './BeijingDatePicker';

const browserZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = browserZone;
});

describe('the date picker', () => {
  it("marks and fills today in Beijing time when the browser's zone is New York", () => {
    // 06:30 on 29 Nov in Beijing is 17:30 on the 28th in New York.
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-28T22:30:00Z'), toFake: ['Date'] });
    expect(new Date().getDate()).toBe(28);

    const picked: string[] = [];
    const { baseElement } = render(
      <DatePicker open onChange={(value: Dayjs | null) => picked.push(value?.format('YYYY-MM-DD') ?? '')} />,
    );
    expect(baseElement.querySelector('.ant-picker-cell-today')?.getAttribute('title')).toBe('2026-11-29');
    fireEvent.click(baseElement.querySelector('.ant-picker-now-btn, .ant-picker-today-btn')!);
    expect(picked).toEqual(['2026-11-29']);
  });
});
