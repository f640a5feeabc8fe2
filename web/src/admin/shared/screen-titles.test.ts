import { contentTypes } from '@hospital/content/registry';
import { describe, expect, it } from 'vitest';
import { navigationSections, withScreenItems, dashboardItem } from '../features/shell/navigation';
import { isSentenceCase, screenTitles } from './screen-titles';

describe('screen titles are in one case (issue 44)', () => {
  it('tells sentence case from upper and title case', () => {
    expect(isSentenceCase('Due for review')).toBe(true);
    expect(isSentenceCase('FAQs')).toBe(true);
    expect(isSentenceCase("You don't have access to this")).toBe(true);
    expect(isSentenceCase('DUE FOR REVIEW')).toBe(false);
    expect(isSentenceCase('Due For Review')).toBe(false);
    expect(isSentenceCase('due for review')).toBe(false);
  });

  it("writes every screen's own title in sentence case", () => {
    expect(Object.values(screenTitles).filter((title) => !isSentenceCase(title))).toEqual([]);
  });

  it("writes every content type's titles (its list, edit and create screens) in sentence case", () => {
    const labels = contentTypes.flatMap((type) => [type.label.singular, type.label.plural]);
    expect(labels.filter((label) => !isSentenceCase(label))).toEqual([]);
  });

  it('names each menu entry in sentence case, as the screen it opens is titled', () => {
    const items = [dashboardItem, ...withScreenItems(navigationSections()).flatMap((section) => section.items)];
    expect(items.map((item) => item.label).filter((label) => !isSentenceCase(label))).toEqual([]);
    expect(items.find((item) => item.path === 'review-due')?.label).toBe(screenTitles.dueForReview);
    expect(items.find((item) => item.path === 'links')?.label).toBe(screenTitles.linkReport);
  });
});
