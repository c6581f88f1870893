import { describe, expect, it } from 'vitest';
import { onlineCountLabel } from './online-count';

describe('onlineCountLabel', () => {
  it('says what it counts', () => expect(onlineCountLabel('discord', '1,280')).toBe('1,280 online on Discord'));
});
