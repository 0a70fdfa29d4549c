// A separate chunk: loaded by the drawer only when GET /api/settings fails (see useChatNumber).
export { defaultSettings } from '@ata/core/settings';
