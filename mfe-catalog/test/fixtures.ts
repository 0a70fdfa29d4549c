// The test catalogue lives in core, beside the API's recorded answers over it (`@ata/core/testing`).
export { moreSpices, shopCategories as categories, shopProducts as products } from '@ata/core/testing';
