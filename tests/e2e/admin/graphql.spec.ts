import { expect, test } from '../../support/fixtures'
import { signInThroughApi } from '../../support/staff'

test('GraphQL answers staff, not visitors, and never introspection in production', async ({
  request,
}) => {
  const data = { query: '{ Navigation { header { label } } }' }
  const anonymous = await request.post('/api/graphql', { data })
  expect(anonymous.status()).toBe(400)
  expect((await anonymous.json()).errors?.[0]?.message).toMatch(/signed-in staff only/)
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const query = await request.post('/api/graphql', { data, headers })
  expect((await query.json()).data.Navigation.header[0].label).toBe('Services')
  const introspection = await request.post('/api/graphql', {
    data: { query: '{ __schema { types { name } } }' },
    headers,
  })
  expect((await introspection.json()).errors?.[0]?.message).toMatch(/introspection/i)
})
