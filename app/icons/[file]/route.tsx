// The manifest's PNG icons, drawn at build time with next/og (its bundled font only: nothing is
// fetched) in the colours of app/icon.svg: the "AP" tile of the header.
import { ImageResponse } from 'next/og';
import { ICONS } from '@/components/offline/icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ICONS.map((i) => ({ file: i.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = ICONS.find((i) => i.file === file);
  if (!icon) return new Response('Not found', { status: 404 });
  const { size, maskable } = icon;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#7a3e00',
          // A maskable icon fills the square; a plain one is the rounded tile of app/icon.svg.
          borderRadius: maskable ? 0 : size * 0.19,
          color: '#ffffff',
          fontSize: size * (maskable ? 0.32 : 0.42),
          fontWeight: 700,
          letterSpacing: size * 0.01,
        }}
      >
        AP
      </div>
    ),
    { width: size, height: size },
  );
}
