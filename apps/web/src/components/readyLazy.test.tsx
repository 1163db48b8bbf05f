import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from './readyLazy';

function Tab({ name }: { name: string }) {
  return <p>{name}的内容</p>;
}

describe('readyLazy', () => {
  it('draws a component whose module has arrived at once, with no fallback', async () => {
    const { Component, preload } = readyLazy(async () => ({ default: Tab }));
    await preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Component name="消息中心" />
      </Suspense>,
    );
    // Synchronously, in the first render: React.lazy would show the fallback here.
    expect(screen.getByText('消息中心的内容')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('suspends like React.lazy while the module has not arrived, and loads it once', async () => {
    let loads = 0;
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { Component, preload } = readyLazy(async () => {
      loads += 1;
      await arrived;
      return { default: Tab };
    });
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Component name="我的报名与竞价" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    const preloaded = preload();
    await act(async () => {
      arrive();
      await preloaded;
    });
    expect(await screen.findByText('我的报名与竞价的内容')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
