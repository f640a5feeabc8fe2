import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PublicApp } from './app';
import type { Render } from './render-contract';

export const render: Render = async (url) => {
  const html = renderToString(
    <StaticRouter location={url}>
      <PublicApp />
    </StaticRouter>,
  );
  return { status: 200, head: '<title>Hospital</title>', html, data: {} };
};
