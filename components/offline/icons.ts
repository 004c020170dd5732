// The app's icons (PNG, drawn at build time by app/icons/[file]/route.tsx), listed by the manifest.
export interface AppIcon {
  file: string;
  size: number;
  /** Drawn inside the safe zone (the inner 80 %), the background to the edges: any mask shape fits. */
  maskable: boolean;
}

export const ICONS: AppIcon[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];
