import { expect, it } from 'vitest'

import { isFormActionReply, isServerFunctionReply, serverFunctionNameOf } from './action-reply'

it.each([
  ['a first call', '[null,"$K1"]'],
  [
    'a state of plain values',
    '[{"status":"invalid","values":{"name":"Ann"},"n":1,"ok":true},"$K1f"]',
  ],
  ['a state with an escaped dollar', '[{"note":"$$5 off","$$key":["$$x"]},"$K2"]'],
])('%s is a form action call', (_case, root) => expect(isFormActionReply(root)).toBe(true))

it.each([
  ['not JSON', 'x'],
  ['JSON that is not an array', 'null'],
  ['an array of one', '["$K1"]'],
  ['no form reference', '[null,"x"]'],
  ['a form reference of another kind', '[null,"$Q1"]'],
  ['a number for the form', '[null,1]'],
  ['a promise in the state', '["$@1","$K1"]'],
  ['a reference deep in the state', '[{"a":[{"b":"$h1"}]},"$K1"]'],
  ['a reference as a key', '[{"$F1":1},"$K1"]'],
])('%s is refused', (_case, root) => expect(isFormActionReply(root)).toBe(false))

it.each([
  ['a call of a named function', '[{"name":"form-state","args":{"id":"$undefined"}}]', true],
  ['text', 'abc{}', false],
  ['a number', '5', false],
  ['an array of two', '[{"name":"a"},{}]', false],
  ['a call without a name', '[{"args":{}}]', false],
  ['a name that is no string', '[{"name":1}]', false],
  ['null', '[null]', false],
])("Payload's server functions take %s: %s", (_case, root, isCall) =>
  expect(isServerFunctionReply(root)).toBe(isCall),
)

it.each([
  ['[{"name":"form-state","args":{"id":"$undefined"}}]', 'form-state'],
  ['[{"name":"render-list"}]', 'render-list'],
  ['[{"args":{}}]', null],
  ['abc{}', null],
])('the call %s names the function %j', (root, name) =>
  expect(serverFunctionNameOf(root)).toBe(name),
)
