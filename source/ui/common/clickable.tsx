import { Box, type BoxProps, type DOMElement } from 'ink';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import type { MouseReport } from '../../game/input-tokens.js';

/** A click inside a region, at `x`, `y` from the region's top-left. */
export type RegionMouse = { readonly x: number; readonly y: number; readonly mouse: MouseReport };

type Region = {
  readonly element: RefObject<DOMElement | null>;
  readonly handlers: RefObject<RegionHandlers>;
};

type RegionHandlers = {
  readonly onClick?: (at: RegionMouse) => void;
  /** The wheel turned over the region: `down` toward what follows. */
  readonly onWheel?: (down: boolean) => void;
};

type Rectangle = { left: number; top: number; width: number; height: number };

/** Where an element lies on the screen: Yoga's layout, summed from the root down. */
const rectangleOf = (element: DOMElement): Rectangle | undefined => {
  const node = element.yogaNode;
  if (!node) return undefined;
  let left = 0;
  let top = 0;
  for (let at: DOMElement | undefined = element; at; at = at.parentNode) {
    left += at.yogaNode?.getComputedLeft() ?? 0;
    top += at.yogaNode?.getComputedTop() ?? 0;
  }
  return { left, top, width: node.getComputedWidth(), height: node.getComputedHeight() };
};

export type MouseRegions = {
  add(region: Region): () => void;
  /** Hands a click (or a wheel turn) to the innermost region under it that takes it; false when none does. */
  dispatch(mouse: MouseReport): boolean;
};

/**
 * Every region on screen that takes the mouse. The app draws from the
 * screen's top-left corner, so a report's position is a position in Ink's
 * layout; the innermost (smallest) region under it gets it.
 */
export const mouseRegions = (): MouseRegions => {
  const regions = new Set<Region>();
  return {
    add(region) {
      regions.add(region);
      return () => {
        regions.delete(region);
      };
    },
    dispatch(mouse) {
      const wheel = mouse.action === 'wheel-up' || mouse.action === 'wheel-down';
      if (mouse.action !== 'press' && !wheel) return false;
      let best: { region: Region; box: Rectangle } | undefined;
      for (const region of regions) {
        const handlers = region.handlers.current;
        if (!(wheel ? handlers.onWheel : handlers.onClick)) continue;
        const element = region.element.current;
        const box = element ? rectangleOf(element) : undefined;
        if (!box) continue;
        const inside =
          mouse.x >= box.left &&
          mouse.x < box.left + box.width &&
          mouse.y >= box.top &&
          mouse.y < box.top + box.height;
        if (inside && (!best || box.width * box.height < best.box.width * best.box.height)) {
          best = { region, box };
        }
      }
      if (!best) return false;
      if (wheel) {
        best.region.handlers.current.onWheel?.(mouse.action === 'wheel-down');
        return true;
      }
      const at = { x: mouse.x - best.box.left, y: mouse.y - best.box.top, mouse };
      best.region.handlers.current.onClick?.(at);
      return true;
    },
  };
};

export const MouseRegionsContext = createContext<MouseRegions | null>(null);

export type ClickableProps = BoxProps &
  RegionHandlers & {
    /** Takes the mouse only while true (a screen under a dialog does not). */
    readonly active?: boolean;
    readonly children?: ReactNode;
  };

/** A box that takes clicks (and, given `onWheel`, the wheel) inside it (see `mouseRegions`). */
export const Clickable = ({
  onClick,
  onWheel,
  active = true,
  children,
  ...box
}: ClickableProps): ReactNode => {
  const regions = useContext(MouseRegionsContext);
  const element = useRef<DOMElement>(null);
  const handlers = useRef<RegionHandlers>({});
  handlers.current = active ? { onClick, onWheel } : {};
  useLayoutEffect(() => regions?.add({ element, handlers }), [regions]);
  return (
    <Box ref={element} {...box}>
      {children}
    </Box>
  );
};
