export { type Asset, assetSearchQueryOptions, searchAssets, useAssetSearch } from './api/search-assets';
