/** The two lines an installed example's notes hold (its Code tab, and the shadcn CLI after an install): its styles, and dark mode. */
export const installNotes = {
  styles:
    "Render the default export; nothing else to import. Its styles come with it and apply only inside its element and the overlays it opens: the rest of your app looks as before.",
  darkMode: 'Dark mode follows data-bs-theme="dark" on it or an ancestor, or the dark class on <html> (as Tailwind and shadcn/ui set it).',
  theme: "The theme is one file, src/ukguide/styles/theme.css, which every installed example reads: installing a theme alone re-themes them all.",
} as const;
