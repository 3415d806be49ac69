import { COIN_SETTINGS_KEY, type CoinSettings, coinSettingsSchema } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { getSetting, putSetting } from '../settings';

export function getCoinSettings(db: DbOrTx): Promise<CoinSettings> {
  return getSetting(db, COIN_SETTINGS_KEY, coinSettingsSchema);
}

export async function putCoinSettings(db: DbOrTx, value: CoinSettings): Promise<CoinSettings> {
  await putSetting(db, COIN_SETTINGS_KEY, value);
  return value;
}
