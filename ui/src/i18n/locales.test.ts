import { describe, expect, it } from 'vitest';

import { languages } from './languages';

type Tree = { [key: string]: string | Tree };

// Every translation file, read at build time by Vite's glob import.
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const read = (language: string, file: string): Tree => {
  const tree = files[`./${language}/${file}`];
  if (!tree) throw new Error(`${language}/${file} is missing`);
  return tree;
};

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Values that are the same in every language: product names and codes, and
// each language's own name in the language picker.
const sameEverywhere = [
  /^languages\./,
  // US account products by their names (Roth IRA, Simple IRA, 401K, CESA, HSA).
  /^AccountType\.(6|12|13|14|15)$/,
  /^environments\.qa$/,
  // The asset types traders say as codes in most languages (an exchange-traded fund, a depositary receipt).
  /^AssetType\.(ETF|ADR)$/,
  /^groups\.smartfolio$/,
  // Storybook is a product name.
  /^help\.storybook$/,
  // Smartfolio is a product name.
  /^columns\.smartfolioId$/,
  /^(columns|filters|fields)\.smartfolio$/,
];

// Words a language borrows from English as they are.
const borrowed: Record<string, string[]> = {
  es: [
    'enums:MembershipLevel.4',
    'enums:TransferStatus.Error',
    'enums:TradeStatus.Error',
    'enums:BankMatchStatus.error',
    'enums:TradeOrigin.Manual',
    'enums:TradeOrigin.Smartfolio',
    'enums:NotificationType.Push',
    'create:actions.no',
    'listing:no',
    'details:no',
    'common:environments.local',
    'shell:groups.marketing',
    'settings:fields.roles',
    'customerDetails:tabs.roles',
    'customerDetails:fields.no',
    'customerDetails:visibility.true',
    'customerDetails:columns.visible',
    'customerDetails:columns.Ticker',
  ],
  fr: [
    'enums:MembershipLevel.4',
    'enums:BrokerDocumentCategory.Confirmations',
    'enums:Relationship.Parent',
    'enums:TradeOrigin.Smartfolio',
    'enums:NotificationType.Push',
    'create:transfer.Type',
    'create:transfer.Date',
    'common:environments.local',
    'common:environments.production',
    'shell:groups.marketing',
    'shell:notifications',
    'shell:messages',
    'shell:tour.notifications.title',
    'shell:tour.messages.title',
    'shell:screens.restrictions',
    'shell:screens.smartfolioPositions',
    'shell:screens.affiliations',
    'shell:screens.notification',
    'feeds:notifications.title',
    'feeds:messages.title',
    'details:fields.Type',
    'customerDetails:tabs.positions',
    'customerDetails:tabs.affiliation',
    'customerDetails:tabs.documents',
    'customerDetails:tabs.restrictions',
    'customerDetails:visibility.true',
    'customerDetails:visibility.false',
    'customerDetails:columns.description',
    'customerDetails:columns.visible',
    'customerDetails:columns.date',
    'customerDetails:columns.roleDescription',
    'customerDetails:columns.actions',
    'customerDetails:columns.Description',
    'customerDetails:tables.affiliations',
    'customerDetails:tables.positions',
    'roles:columns.actions',
    'notifications:columns.actions',
    'notifications:title',
    'notifications:options.iconTypes.info',
    'symbols:columns.actions',
    'smartfolio:positions.title',
    'smartfolio:columns.actions',
  ],
  it: [
    'enums:MembershipLevel.4',
    'enums:TradeOrigin.Smartfolio',
    'enums:ReconciliationSource.Broker',
    'enums:NotificationType.Push',
    'create:actions.no',
    'create:user.Email',
    'create:resend.Email',
    'listing:no',
    'details:no',
    'tradingAccounts:columns.Email',
    'enums:AccountType.10',
    'auth:password',
    'shell:home',
    'shell:groups.marketing',
    'customerView:account',
    'customerView:fields.email',
    'offline:badge',
    'offline:scenario.label',
    'customerDetails:header.email',
    'customerDetails:fields.no',
    'customerDetails:columns.fileName',
    'customerDetails:columns.broker',
    'customerDetails:columns.Ticker',
  ],
};

const englishFiles = Object.keys(files)
  .filter((path) => path.startsWith('./en/'))
  .map((path) => path.slice('./en/'.length));

describe.each(languages.filter((language) => language !== 'en'))('%s translations', (language) => {
  it.each(englishFiles)('%s has every English key, with the same variables', (file) => {
    const english = flatten(read('en', file));
    const translated = flatten(read(language, file));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(variables(translated.get(key) ?? ''), `${file} ${key}`).toEqual(variables(text));
    }
  });

  it.each(englishFiles)('%s is translated, not copied from English', (file) => {
    const namespace = file.replace(/\.json$/, '');
    const english = flatten(read('en', file));
    const translated = flatten(read(language, file));
    const copied = [...english]
      .filter(([key, text]) => translated.get(key) === text)
      .map(([key]) => key)
      .filter((key) => !sameEverywhere.some((pattern) => pattern.test(key)))
      .filter((key) => !borrowed[language]?.includes(`${namespace}:${key}`));
    expect(copied, `${language}/${file} has English text`).toEqual([]);
  });
});
