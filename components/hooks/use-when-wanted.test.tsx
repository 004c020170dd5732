import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWhenWanted, type WhenWanted } from './use-when-wanted';

/** An IntersectionObserver the test drives: `report(top)` tells it where the element is. */
function fakeObserver() {
  let callback: IntersectionObserverCallback = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  /** The element's top edge, in px from the viewport's (jsdom's is 768 px high); within the 300 px margin counts as near. */
  return (top: number) => {
    const bottom = top + 200;
    const near = top < window.innerHeight + 300 && bottom > -300;
    const entry = {
      isIntersecting: near,
      intersectionRatio: near ? 1 : 0,
      boundingClientRect: { top, bottom },
    } as unknown as IntersectionObserverEntry;
    act(() => callback([entry], {} as IntersectionObserver));
  };
}

function Probe({ load, options }: { load: () => Promise<unknown>; options?: WhenWanted }) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useWhenWanted(ref, load, options);
  return (
    <div ref={ref} data-testid="probe">
      <button type="button">{loaded ? 'loaded' : 'waiting'}</button>
    </div>
  );
}

const setup = (options?: WhenWanted) => {
  const report = fakeObserver();
  const load = vi.fn(() => Promise.resolve());
  render(<Probe load={load} options={options} />);
  return { report, load };
};

describe('useWhenWanted', () => {
  it('loads when the element comes near the viewport, not before', async () => {
    const { report, load } = setup();
    report(3000);
    expect(load).not.toHaveBeenCalled();
    report(900); // within the 300 px margin below the viewport
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('loads at the first report for an element on the first screen, unless told to wait', () => {
    const { report, load } = setup();
    report(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waitOnFirstScreen: on screen when the page opens, it waits for the reader', async () => {
    const { report, load } = setup({ waitOnFirstScreen: true });
    report(100);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByTestId('probe'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('waitOnFirstScreen: just below the first screen (within the margin), it waits too', () => {
    const { report, load } = setup({ waitOnFirstScreen: true });
    report(900);
    expect(load).not.toHaveBeenCalled();
  });

  it('waitOnFirstScreen: further down when the page opens, it loads as the reader scrolls near', () => {
    const { report, load } = setup({ waitOnFirstScreen: true });
    report(3000);
    expect(load).not.toHaveBeenCalled();
    report(900);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waitOnFirstScreen: scrolled away and back, it loads', () => {
    const { report, load } = setup({ waitOnFirstScreen: true });
    report(100);
    report(-2000);
    expect(load).not.toHaveBeenCalled();
    report(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a focus', (el: HTMLElement) => fireEvent.focusIn(el.querySelector('button')!)],
    ['a touch', (el: HTMLElement) => fireEvent.touchStart(el)],
    ['a click on something inside', (el: HTMLElement) => fireEvent.click(el.querySelector('button')!)],
  ])('%s loads it, once', (_, act) => {
    const { load } = setup({ waitOnFirstScreen: true });
    const el = screen.getByTestId('probe');
    act(el);
    act(el);
    fireEvent.pointerEnter(el);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('eager: loads at once, with no report', () => {
    const { load } = setup({ eager: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load leaves what is there', async () => {
    fakeObserver();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Probe load={load} options={{ eager: true }} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
