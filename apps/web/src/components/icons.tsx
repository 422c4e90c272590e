/** Small stroke icons (24×24 grid) drawn inline: the product ships no icon font. */
import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  /** an accessible name; without it the icon is decorative */
  title?: string;
}

export function icon(paths: ReactNode) {
  return function Icon({ size = 18, title }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        focusable="false"
      >
        {paths}
      </svg>
    );
  };
}

export const IconPlus = icon(<path d="M12 5v14M5 12h14" />);
export const IconEdit = icon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </>,
);
export const IconTrash = icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);
export const IconSearch = icon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);
export const IconFilter = icon(<path d="M4 4h16l-6 8v6l-4 2v-8z" />);
export const IconColumns = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="M9 4v16M15 4v16" />
  </>,
);
export const IconX = icon(<path d="M18 6L6 18M6 6l12 12" />);
export const IconCopy = icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
export const IconInfo = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8h.01M11 12h1v4h1" />
  </>,
);
export const IconWorld = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3.6 9h16.8M3.6 15h16.8M12 3a15 15 0 0 1 0 18M12 3a15 15 0 0 0 0 18" />
  </>,
);
export const IconAccessible = icon(
  <>
    <circle cx="12" cy="4" r="1.5" />
    <path d="M7 8h10M12 8v6h4l2 5M12 14l-3 6" />
    <path d="M8.5 12.5A5 5 0 1 0 14 19" />
  </>,
);
export const IconTransgender = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 16v5M10 19h4M15 9l5-5M16 4h4v4M9 9L4 4M4 8V4h4M5.5 6.5l2-2" />
  </>,
);
export const IconCheck = icon(<path d="M5 12l5 5L20 7" />);
export const IconAlertCircle = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const IconCircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 12.5l2.5 2.5 4.5-5" />
  </>,
);
export const IconHelp = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);
export const IconArrowRight = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const IconMessage = icon(<path d="M4 5h16v11H9l-5 4z" />);
