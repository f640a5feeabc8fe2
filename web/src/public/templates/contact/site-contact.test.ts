import { describe, expect, it } from 'vitest';
import { mapEmbedSrc, mapPlaceholderDocument } from './site-contact';

describe('mapEmbedSrc', () => {
  const url = 'https://www.google.com/maps/embed?pb=!1m18!1m12&x=1';

  it('accepts a bare Google Maps embed URL', () => {
    expect(mapEmbedSrc(`  ${url} `)).toBe(url);
  });

  it('takes the src of an iframe snippet and decodes its entities', () => {
    const snippet = `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;x=1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
    expect(mapEmbedSrc(snippet)).toBe(url);
  });

  it('reads single-quoted src attributes', () => {
    expect(mapEmbedSrc(`<iframe width='1' src='${url}'></iframe>`)).toBe(url);
  });

  it('refuses other origins, plain http and script URLs', () => {
    expect(mapEmbedSrc('https://evil.example/maps/embed?x')).toBeNull();
    expect(mapEmbedSrc('http://www.google.com/maps/embed?pb=1')).toBeNull();
    expect(mapEmbedSrc('javascript:alert(1)')).toBeNull();
    expect(mapEmbedSrc('<iframe src="https://www.google.com.evil.example/maps/embed"></iframe>')).toBeNull();
    expect(mapEmbedSrc('https://www.google.com/mapsembed')).toBeNull();
  });

  it('gives null for empty settings and snippets without an iframe', () => {
    expect(mapEmbedSrc(null)).toBeNull();
    expect(mapEmbedSrc('')).toBeNull();
    expect(mapEmbedSrc('<div>map</div>')).toBeNull();
  });
});

describe('mapPlaceholderDocument', () => {
  it('links to the embed URL, its ampersands and the title escaped', () => {
    const doc = mapPlaceholderDocument('https://www.google.com/maps/embed?pb=1&q=a', 'Map of <City> & "Care"');
    expect(doc).toContain('<a href="https://www.google.com/maps/embed?pb=1&amp;q=a">Show the map</a>');
    expect(doc).toContain('<title>Map of &lt;City&gt; &amp; &quot;Care&quot;</title>');
    expect(doc).toMatch(/^<!doctype html><html lang="en">/);
  });
});
