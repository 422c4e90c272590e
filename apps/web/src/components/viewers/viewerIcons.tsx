/** Icons of the file viewers and the document screens (same 24×24 stroke style as ../icons). */
import { icon } from '../icons';

export const IconZoomIn = icon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6M7 10h6M10 7v6" />
  </>,
);
export const IconZoomOut = icon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6M7 10h6" />
  </>,
);
export const IconRotateRight = icon(
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
export const IconRotateLeft = icon(
  <>
    <path d="M4 11a8 8 0 1 1 2.3 5.7" />
    <path d="M4 4v7h7" />
  </>,
);
export const IconDownload = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const IconPrinter = icon(
  <>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </>,
);
export const IconUpload = icon(<path d="M12 20V9M7 14l5-5 5 5M5 4h14" />);
export const IconEye = icon(
  <>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconCamera = icon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="4" />
  </>,
);
export const IconFile = icon(
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5" />
  </>,
);
export const IconCrop = icon(<path d="M6 2v16h16M2 6h16v16" />);
export const IconMaximize = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const IconChevronLeft = icon(<path d="M15 6l-6 6 6 6" />);
export const IconChevronRight = icon(<path d="M9 6l6 6-6 6" />);
export const IconArrowLeft = icon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const IconMessage = icon(<path d="M4 5h16v11H9l-5 4z" />);
export const IconScan = icon(
  <>
    <path d="M4 8V4h4M20 8V4h-4M4 16v4h4M20 16v4h-4" />
    <path d="M7 12h10" />
  </>,
);
export const IconPhoto = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </>,
);
