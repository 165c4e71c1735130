import { type FormEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../contracts/messages';
import { planSearch } from './plan-search';
import { suggestRecentSearches } from './recent-searches';
import { rememberSearch } from './recent-searches-store';
import { SuggestionList, suggestionId } from './suggestion-list';
import { useFixedWhenScrolledPast } from './use-fixed-when-scrolled-past';
import { useRecentSearches } from './use-recent-searches';

type SearchBarProps = {
  initialValue?: string;
  autoFocus?: boolean;
  /** Turn into a fixed bar under the navbar once scrolled out of view (the page's main search bar). */
  sticky?: boolean;
  size?: 'large' | 'normal';
  /** Called after a search has been started, e.g. to close the mobile search panel. */
  onSearch?: () => void;
};

// Enough to be useful, few enough to scan; the list scrolls past 280 px.
const maxSuggestions = 10;

type Feedback = { kind: 'hint' } | { kind: 'error'; key: MessageKey } | undefined;

/**
 * The main search bar (spec section 2): one input with suggestions from recent searches (an ARIA 1.2
 * combobox with a listbox), a GO button and the hint 'Please enter a searchterm.'. Bad input stays in
 * the field with the reason under it.
 */
export function SearchBar({
  initialValue = '',
  autoFocus,
  sticky = false,
  size = 'normal',
  onSearch,
}: SearchBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const helpId = `${id}-help`;
  const slot = useRef<HTMLDivElement>(null);
  const { fixed, height } = useFixedWhenScrolledPast(slot, sticky);

  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [feedback, setFeedback] = useState<Feedback>(undefined);
  const { list } = useRecentSearches();
  const suggestions = useMemo(() => suggestRecentSearches(list, value, maxSuggestions), [list, value]);
  const expanded = open && suggestions.length > 0;

  function search(text: string) {
    const plan = planSearch(text);
    // Whatever GO answers must be visible: the suggestions close so they do not cover the message.
    setOpen(false);
    setActive(-1);
    if (plan.kind === 'empty') {
      setFeedback({ kind: 'hint' });
      return;
    }
    if (plan.kind === 'invalid') {
      setFeedback({ kind: 'error', key: plan.error });
      return;
    }
    setFeedback(undefined);
    rememberSearch(plan.domain);
    onSearch?.();
    navigate(plan.path);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (!expanded || index >= count - 1 ? 0 : index + 1));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (!expanded || index <= 0 ? count - 1 : index - 1));
        return;
      case 'Enter': {
        const choice = expanded && active >= 0 ? suggestions[active] : undefined;
        if (choice !== undefined) {
          event.preventDefault();
          setValue(choice);
          search(choice);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  const activeId = expanded && active >= 0 ? suggestionId(id, active) : undefined;
  const classes = ['search-bar', `search-bar--${size}`, fixed ? 'is-fixed' : ''].filter(Boolean).join(' ');

  return (
    <div ref={slot} className="search-slot" style={fixed ? { height } : undefined}>
      <div className={classes}>
        <search aria-label={t('search.region')}>
          <form className="search-bar__form" onSubmit={onSubmit}>
            <div className="search-bar__field">
              <input
                type="text"
                className="search-bar__input"
                role="combobox"
                aria-label={t('search.label')}
                aria-expanded={expanded}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                aria-describedby={helpId}
                aria-invalid={feedback?.kind === 'error' || undefined}
                placeholder={t('search.hint')}
                data-testid="search-input"
                // biome-ignore lint/a11y/noAutofocus: the hero and the mobile search panel exist to be typed into
                autoFocus={autoFocus}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                inputMode="url"
                enterKeyHint="go"
                maxLength={2048}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setOpen(true);
                  setActive(-1);
                  if (feedback) setFeedback(undefined);
                }}
                // Suggestions open on a click or a key, not on focus alone, so an autofocused bar does not
                // cover the page with a list nobody asked for.
                onClick={() => setOpen(true)}
                onBlur={() => {
                  setOpen(false);
                  setActive(-1);
                }}
                onKeyDown={onKeyDown}
              />
              <SuggestionList
                idPrefix={id}
                listboxId={listboxId}
                items={suggestions}
                active={active}
                hidden={!expanded}
                onChoose={(item) => {
                  setValue(item);
                  search(item);
                }}
              />
            </div>
            <button type="submit" className="search-bar__go" data-testid="search-go">
              {t('search.go')}
            </button>
          </form>
        </search>
        <p
          id={helpId}
          className={`search-bar__help${feedback?.kind === 'error' ? ' is-error' : ''}`}
          aria-live="polite"
          data-testid="search-feedback"
        >
          {feedback?.kind === 'error'
            ? t(`messages.${feedback.key}`)
            : feedback?.kind === 'hint'
              ? t('search.hint')
              : ''}
        </p>
      </div>
    </div>
  );
}
