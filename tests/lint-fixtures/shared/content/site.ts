// The business facts' shipped values: the renderer's seed content.
export const site = { name: "Sample Shop" };
