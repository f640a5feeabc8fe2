import { useId } from 'react';
import { useLocation } from 'react-router';
import { maxQueryLength } from '../data/site-search';
import styles from './search.module.css';

/**
 * The search box in the header of every page: a plain GET form to /search, so it works without
 * JavaScript.
 */
export function HeaderSearch() {
  const id = useId();
  const { pathname, search } = useLocation();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <form role="search" aria-label="Site search" method="get" action="/search" className={styles.headerSearch}>
      <label htmlFor={id} className="visually-hidden">
        Search the website
      </label>
      <input key={current} id={id} type="search" name="q" defaultValue={current} placeholder="Search doctors, specialities…" maxLength={maxQueryLength} autoComplete="off" />
      <button type="submit">Search</button>
    </form>
  );
}
