import {
  HOME_SETTINGS_KEY,
  type HomeSettings,
  homeSettingsSchema,
  type StoreHomeLayout,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { getSetting, putSetting } from './settings.service';

/** The `home` document (the Home page tab): the front's sections in order, each shown or hidden. */
export const getHomeSettings = (db: DbOrTx): Promise<HomeSettings> =>
  getSetting(db, HOME_SETTINGS_KEY, homeSettingsSchema);

export async function putHomeSettings(db: DbOrTx, value: HomeSettings): Promise<HomeSettings> {
  await putSetting(db, HOME_SETTINGS_KEY, value);
  return value;
}

/** What the front renders: the shown sections, in order. */
export async function storeHomeLayout(db: DbOrTx): Promise<StoreHomeLayout> {
  const { sections } = await getHomeSettings(db);
  return { sections: sections.filter((section) => section.visible).map((section) => section.key) };
}
