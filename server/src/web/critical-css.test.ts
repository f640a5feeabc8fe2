import { describe, expect, it } from 'vitest';
import { cssForPage, pageClasses, parseSheet } from './critical-css';

const sheet = parseSheet(
  [
    '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
    'html,body{margin:0}',
    '.menu{display:flex}',
    '.menu li>span>a{color:red}',
    '.open>ul,.hero .title{display:block}',
    '.slide.active{opacity:1}',
    'a[href$=".pdf"]::after{content:"{pdf}"}',
    '.card:not(.wide){width:50%}',
    '@media (min-width:992px){.menu{gap:1rem}.drawer{display:none}}',
    '@keyframes fade{0%{opacity:0}to{opacity:1}}',
    '@supports (display:grid){@media print{.drawer{display:grid}}}',
  ].join(''),
);

describe("a page's critical CSS", () => {
  it('keeps the rules whose selectors can match the classes of the page, and only their selectors that can', () => {
    const css = cssForPage(sheet, new Set(['menu', 'hero', 'title']));
    expect(css).toContain('html,body{margin:0}');
    expect(css).toContain('.menu{display:flex}');
    expect(css).toContain('.menu li>span>a{color:red}');
    expect(css).toContain('.hero .title{display:block}');
    expect(css).not.toContain('.open>ul');
    expect(css).not.toContain('.slide');
    expect(css).toContain('@media (min-width:992px){.menu{gap:1rem}}');
    // An empty group goes with its rules.
    expect(css).not.toContain('drawer');
    expect(css).not.toContain('@supports');
  });

  it('keeps what it cannot judge by classes: elements, attributes, :not(), fonts and keyframes', () => {
    const css = cssForPage(sheet, new Set());
    expect(css).toContain('@font-face{font-family:Inter;src:url(/assets/inter.woff2)}');
    expect(css).toContain('a[href$=".pdf"]::after{content:"{pdf}"}');
    expect(css).toContain('.card:not(.wide){width:50%}');
    expect(css).toContain('@keyframes fade{0%{opacity:0}to{opacity:1}}');
    expect(css).not.toContain('.menu');
  });

  it('needs every class of a compound selector', () => {
    expect(cssForPage(sheet, new Set(['slide']))).not.toContain('.slide.active');
    expect(cssForPage(sheet, new Set(['slide', 'active']))).toContain('.slide.active{opacity:1}');
  });

  it('gives back the whole sheet when the page holds every class', () => {
    const all = new Set(['menu', 'open', 'hero', 'title', 'slide', 'active', 'card', 'wide', 'drawer']);
    const whole = '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}html,body{margin:0}.menu{display:flex}.menu li>span>a{color:red}.open>ul,.hero .title{display:block}.slide.active{opacity:1}a[href$=".pdf"]::after{content:"{pdf}"}.card:not(.wide){width:50%}@media (min-width:992px){.menu{gap:1rem}.drawer{display:none}}@keyframes fade{0%{opacity:0}to{opacity:1}}@supports (display:grid){@media print{.drawer{display:grid}}}';
    expect(cssForPage(sheet, all)).toBe(whole);
  });

  it("reads the page's classes from its class attributes", () => {
    expect([...pageClasses('<div class="a  b"><p class="">x class=y</p><span class="c"></span></div>')].sort()).toEqual(['a', 'b', 'c']);
  });

  it('keeps the rules of the classes the browser adds later (an open submenu) on a page whose markup lacks them', () => {
    const html = '<ul class="menu"><li><span><a href="/">Home</a></span><ul></ul></li></ul>';
    expect(cssForPage(sheet, pageClasses(html))).not.toContain('.open>ul');
    const classes = pageClasses(html, [{ classes: ['open'] }]);
    expect([...classes].sort()).toEqual(['menu', 'open']);
    const css = cssForPage(sheet, classes);
    expect(css).toContain('.open>ul{display:block}');
    // Only the selector the kept class completes: `.hero .title` still needs the page's classes.
    expect(css).not.toContain('.hero');
  });

  it('keeps a group of classes added later only on the pages that hold its part (its `when` class)', () => {
    const menu = '<ul class="menu"><li><span><a href="/">Home</a></span></li></ul>';
    const withSlides = '<ul class="menu"></ul><div class="slide"></div>';
    const groups = [{ when: 'slide', classes: ['active'] }, { classes: ['open'] }];
    expect([...pageClasses(menu, groups)].sort()).toEqual(['menu', 'open']);
    expect([...pageClasses(withSlides, groups)].sort()).toEqual(['active', 'menu', 'open', 'slide']);
    expect(cssForPage(sheet, pageClasses(withSlides, groups))).toContain('.slide.active{opacity:1}');
    expect(cssForPage(sheet, pageClasses(menu, groups))).not.toContain('.slide.active');
  });
});
