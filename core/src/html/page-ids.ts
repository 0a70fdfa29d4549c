/** The `<script type="application/json">` holding what the server rendered with: the API writes it, the front-ends read it. */
export const SERVER_STATE_ID = 'ata-server-state';

/** The `<template>` holding the page's modulepreload links until the first paint. */
export const PRELOAD_TEMPLATE_ID = 'ata-preload';
