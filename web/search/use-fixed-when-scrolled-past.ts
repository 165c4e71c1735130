import { type RefObject, useEffect, useState } from 'react';

// Spec section 2: when the search bar scrolls out of view it becomes a fixed bar under the navbar.
// The slot element stays in the page with the bar's height, so nothing jumps, and is what we watch.

export function useFixedWhenScrolledPast(slot: RefObject<HTMLElement | null>, enabled: boolean) {
  const [state, setState] = useState({ fixed: false, height: 0 });

  useEffect(() => {
    const element = slot.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const navbar = document.querySelector<HTMLElement>('[data-navbar]');
    const offset = navbar?.offsetHeight ?? 64;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const past = entry.intersectionRatio < 1 && entry.boundingClientRect.top < offset;
        setState((previous) =>
          past === previous.fixed
            ? previous
            : { fixed: past, height: past ? entry.boundingClientRect.height : previous.height },
        );
      },
      { rootMargin: `-${offset}px 0px 0px 0px`, threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [slot, enabled]);

  return enabled ? state : { fixed: false, height: 0 };
}
