import * as migration_20261123_051718_initial from './20261123_051718_initial';

export const migrations = [
  {
    up: migration_20261123_051718_initial.up,
    down: migration_20261123_051718_initial.down,
    name: '20261123_051718_initial'
  },
];
