import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../shell/icons';

type SuggestionListProps = {
  /** Prefix for the option ids the input points at with aria-activedescendant. */
  idPrefix: string;
  listboxId: string;
  items: readonly string[];
  active: number;
  hidden: boolean;
  onChoose: (item: string) => void;
};

export function suggestionId(idPrefix: string, index: number): string {
  return `${idPrefix}-option-${index}`;
}

/**
 * The listbox of the search combobox: recent searches, at most 280 px high (spec section 9), scrolled so
 * the option chosen with the arrow keys stays in view. The focus never leaves the input.
 */
export function SuggestionList({
  idPrefix,
  listboxId,
  items,
  active,
  hidden,
  onChoose,
}: SuggestionListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hidden || active < 0) return;
    const option = list.current?.querySelector<HTMLElement>(`[id="${suggestionId(idPrefix, active)}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active, hidden, idPrefix]);

  return (
    <div className="search-bar__dropdown" hidden={hidden} ref={list}>
      <div className="search-bar__dropdown-title" aria-hidden="true">
        {t('search.suggestions')}
      </div>
      <div id={listboxId} role="listbox" aria-label={t('search.suggestions')} className="search-bar__options">
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (aria-activedescendant)
          <div
            key={item}
            id={suggestionId(idPrefix, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="search-bar__option"
            // Keep the focus in the input, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item)}
          >
            <ClockIcon />
            <span>{item}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
