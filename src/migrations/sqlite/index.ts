import * as migration_20261123_032700_initial from './20261123_032700_initial';

export const migrations = [
  {
    up: migration_20261123_032700_initial.up,
    down: migration_20261123_032700_initial.down,
    name: '20261123_032700_initial'
  },
];
