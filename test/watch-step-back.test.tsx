import { describe, expect, it } from 'vitest';
import { mountPanel } from './panel-support.js';
import { until } from './support.js';
import { unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

describe('watch mode steps back (,) and forward (.)', () => {
  it('shows the nodes before on the board beside, then the same nodes again going forward', async () => {
    const previews: string[] = [];
    const panel = mountPanel(mount, 'knights', { width: 70, height: 22 }, (board) => {
      previews.push(board ? board.join('') : 'game');
    });
    await panel.waitFor(/optimal \d+ moves/);
    await panel.press('w');
    await panel.waitFor('Watch: IDA*');
    await panel.press(' ');
    await panel.waitFor('paused');
    const next = async (key: string): Promise<string> => {
      const before = previews.length;
      await panel.press(key);
      await until(
        () => previews.length > before,
        10_000,
        () => `the node after ${key}`,
      );
      return previews[previews.length - 1];
    };
    const forward: string[] = [];
    for (let step = 0; step < 6; step++) forward.push(await next('.'));
    // Back over them, newest first: each is the node shown before it.
    const back: string[] = [];
    for (let step = 0; step < 5; step++) back.push(await next(','));
    expect(back).toEqual(forward.slice(0, 5).reverse());
    await panel.waitFor('5 nodes back');
    // And forward again: the same nodes, then new ones.
    const again: string[] = [];
    for (let step = 0; step < 5; step++) again.push(await next('.'));
    expect(again).toEqual(forward.slice(1));
    expect(panel.frame()).not.toContain('back:');
  });

  it('pauses a running watch at the first ,', async () => {
    const panel = mountPanel(mount, 'knights', { width: 70, height: 22 });
    await panel.waitFor(/optimal \d+ moves/);
    await panel.press('w', '+', '+', '+');
    // Running: past its first hundred nodes.
    await panel.waitFor(/[\d,]{3,} in all/);
    await panel.press(',');
    await panel.waitFor('1 node back');
    expect(panel.frame()).toContain('paused');
  });
});

describe('a node looked back at is numbered one way', () => {
  it('the standing line counts to that node: its number in all is the one the look back says', async () => {
    const panel = mountPanel(mount, 'knights', { width: 90, height: 24 });
    await panel.waitFor(/optimal \d+ moves/);
    await panel.press('w', '+', '+', '+');
    await panel.waitFor(/[\d,]{3,} in all/);
    await panel.press(',', ',', ',');
    const frame = await panel.waitFor('3 nodes back');
    const inAll = /node ([\d,]+) · ([\d,]+) in all/.exec(frame);
    const back = /back: node ([\d,]+) in all/.exec(frame);
    expect(inAll?.[2]).toBe(back?.[1]);
    // Within its iteration, never more than in all.
    const number = (text = '') => Number(text.replaceAll(',', ''));
    expect(number(inAll?.[1])).toBeLessThanOrEqual(number(inAll?.[2]));
  });
});
