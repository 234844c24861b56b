import * as migration_20261123_051718_initial from './20261123_051718_initial';
import * as migration_20261123_061036_content_blocks from './20261123_061036_content_blocks';
import * as migration_20261123_064235_contact from './20261123_064235_contact';

export const migrations = [
  {
    up: migration_20261123_051718_initial.up,
    down: migration_20261123_051718_initial.down,
    name: '20261123_051718_initial',
  },
  {
    up: migration_20261123_061036_content_blocks.up,
    down: migration_20261123_061036_content_blocks.down,
    name: '20261123_061036_content_blocks',
  },
  {
    up: migration_20261123_064235_contact.up,
    down: migration_20261123_064235_contact.down,
    name: '20261123_064235_contact'
  },
];
