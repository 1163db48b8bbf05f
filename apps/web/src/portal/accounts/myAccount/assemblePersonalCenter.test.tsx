import { render, screen, waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { assemblePersonalCenter } from './assemblePersonalCenter';

const shows = (text: string) => () => Promise.resolve(() => <p>{text}</p>);

describe('assemblePersonalCenter', () => {
  it("puts its own 我的账户 first and the features' tabs by order, whatever order they come in", () => {
    const tabs = assemblePersonalCenter({
      tabs: [
        { key: 'late', label: '后', order: 30, load: shows('late') },
        { key: 'early', label: '前', order: 20, load: shows('early') },
      ],
      sections: [],
    });
    expect(tabs.map((tab) => tab.key)).toEqual(['account', 'early', 'late']);
    expect(tabs[0]!.label).toBe('我的账户');
  });

  it("shows a tab's sections after its own content, by their order", async () => {
    const [, host] = assemblePersonalCenter({
      tabs: [{ key: 'host', label: '宿主', order: 20, load: shows('host') }],
      sections: [
        { tab: 'host', order: 20, load: shows('second') },
        { tab: 'host', order: 10, load: shows('first') },
      ],
    });
    const Content = host!.Content;
    const { container } = render(
      <Suspense>
        <Content />
      </Suspense>,
    );
    await screen.findByText('second');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['host', 'first', 'second']);
  });

  it("puts a tab inside antd's theme and Chinese locale unless it draws no antd", async () => {
    // antd's Empty says 暂无数据 inside the theme's locale, its own English default outside.
    const drawsEmpty = () => Promise.resolve(() => <Empty />);
    const [, themed, plain] = assemblePersonalCenter({
      tabs: [
        { key: 'themed', label: '有', order: 20, load: drawsEmpty },
        { key: 'plain', label: '无', order: 30, load: drawsEmpty, drawsAntd: false },
      ],
      sections: [],
    });
    const description = async (Content: ComponentType) => {
      const { container, unmount } = render(
        <Suspense>
          <Content />
        </Suspense>,
      );
      await waitFor(() => expect(container.querySelector('.ant-empty-description')).not.toBeNull());
      const text = container.querySelector('.ant-empty-description')?.textContent;
      unmount();
      return text;
    };
    expect(await description(themed!.Content)).toBe('暂无数据');
    expect(await description(plain!.Content)).toBe('No data');
  });

  it('refuses two tabs with one key, and a section for a tab nobody declares', () => {
    expect(() =>
      assemblePersonalCenter({ tabs: [{ key: 'account', label: 'x', order: 1, load: shows('x') }], sections: [] }),
    ).toThrow(/share a key/);
    expect(() =>
      assemblePersonalCenter({ tabs: [], sections: [{ tab: 'nowhere', order: 1, load: shows('x') }] }),
    ).toThrow(/No personal center tab 'nowhere'/);
  });
});
