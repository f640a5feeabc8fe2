import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from '../routing/location';
import { readSearchAnswer, searchApiPath, searchPagePath, useDebounced } from '../data/site-search';
import { useApiData } from '../data/api-data';
import { Highlighted } from './highlight';
import styles from './search.module.css';

/**
 * Suggestions while typing in the header's box: the WAI-ARIA combobox pattern (list autocomplete)
 * laid over the plain GET form. Loaded lazily on the box's first focus, so no page pays for it
 * before a visitor means to search; it takes over the existing input (its attributes and keys)
 * rather than replacing it, so focus and what was typed stay. ↓/↑ move through the suggestions,
 * Enter opens one (or searches), Escape closes the list.
 */

const suggestionsPerGroup = 3;
const minLength = 2;

interface Option {
  id: string;
  label: string;
  group: string;
  url: string;
}

/** Said when the server asks this address to slow down (429): its fair share of searches is used up for a moment. */
const tooManySearchesText = 'Too many searches at once: wait a moment, then press Enter to search.';

export function SearchSuggestions({ input }: { input: HTMLInputElement }) {
  const listId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(input.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebounced(value.trim(), 200);
  const path = settled.length >= minLength ? searchApiPath({ q: settled, limit: suggestionsPerGroup }) : null;
  const result = useApiData<unknown>(path);
  const answer = result.status === 'ready' ? readSearchAnswer(result.body) : null;

  const options = useMemo((): Option[] => {
    if (!answer || !settled) return [];
    const found = answer.groups.flatMap((g) =>
      g.items.filter((item) => item.url).map((item) => ({ id: `${listId}-${item.type}-${item._id}`, label: item.title, group: g.label, url: item.url })),
    );
    return [...found, { id: `${listId}-all`, label: `See all results for “${settled}”`, group: '', url: searchPagePath(settled) }];
  }, [answer, settled, listId]);

  const showing = open && value.trim().length >= minLength;
  const activeOption = showing ? options[active] : undefined;
  // What the keys act on. Keys pressed faster than React renders (↓ ↓ Enter typed at once) must
  // each see the ones before them, so the handler reads and moves this, not the last render's state.
  const latest = useRef({ open, active, options, long: value.trim().length >= minLength });
  useEffect(() => {
    latest.current.options = options;
  }, [options]);

  // The combobox's state lives on the input the server rendered.
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    };
  }, [input, listId]);
  useEffect(() => {
    input.setAttribute('aria-expanded', String(showing && options.length > 0));
    if (activeOption) input.setAttribute('aria-activedescendant', activeOption.id);
    else input.removeAttribute('aria-activedescendant');
  }, [input, showing, options.length, activeOption]);

  useEffect(() => {
    const show = (nextOpen: boolean, nextActive: number) => {
      latest.current.open = nextOpen;
      latest.current.active = nextActive;
      setOpen(nextOpen);
      setActive(nextActive);
    };
    const onInput = () => {
      latest.current.long = input.value.trim().length >= minLength;
      setValue(input.value);
      show(true, -1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the box (-1) through each suggestion and back to the box.
        const next = now.active + step;
        show(true, next >= now.options.length ? -1 : next < -1 ? now.options.length - 1 : next);
      } else if (event.key === 'Escape') {
        if (now.open) event.preventDefault();
        show(false, -1);
      } else if (event.key === 'Enter') {
        const chosen = now.open && now.long ? now.options[now.active] : undefined;
        if (!chosen) return;
        event.preventDefault();
        show(false, -1);
        void navigate(chosen.url);
      }
    };
    const onBlur = () => show(false, latest.current.active);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
    };
  }, [input, navigate]);

  const status = !showing ? '' : result.status === 'loading' || settled !== value.trim() ? 'Searching...' : result.status === 'error' ? (result.error?.status === 429 ? tooManySearchesText : 'Suggestions are not available; press Enter to search.') : suggestionCount(options.length - 1);

  return (
    <>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
      <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.suggestions} hidden={!showing || options.length === 0}>
        {showing &&
          options.map((option, index) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Keeps the focus in the box while the pointer chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                latest.current.open = false;
                setOpen(false);
                void navigate(option.url);
              }}
            >
              {option.group ? <Highlighted text={option.label} terms={answer?.terms ?? []} /> : option.label}
              {option.group && <span className={styles.suggestionGroup}><span className="visually-hidden">, </span>{option.group}</span>}
            </li>
          ))}
      </ul>
    </>
  );
}

/** The live region's count: "1 suggestion.", "3 suggestions." (issue 30). */
export const suggestionCount = (count: number): string => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}.`;
