import * as migration_20261123_032706_initial from './20261123_032706_initial';

export const migrations = [
  {
    up: migration_20261123_032706_initial.up,
    down: migration_20261123_032706_initial.down,
    name: '20261123_032706_initial'
  },
];
