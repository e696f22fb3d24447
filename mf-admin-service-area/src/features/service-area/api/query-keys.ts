/** Query keys of this feature; the first segment is the resource name so keys never collide in the shell's client. */
export const serviceAreaKeys = {
  all: ['serviceArea'] as const,
  list: () => [...serviceAreaKeys.all, 'list'] as const,
  neighborhoods: () => [...serviceAreaKeys.all, 'neighborhoods'] as const,
};
