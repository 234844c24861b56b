import * as migration_20261123_051711_initial from './20261123_051711_initial';

export const migrations = [
  {
    up: migration_20261123_051711_initial.up,
    down: migration_20261123_051711_initial.down,
    name: '20261123_051711_initial'
  },
];
