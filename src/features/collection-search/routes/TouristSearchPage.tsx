import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import type { Resolver } from 'react-hook-form'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Link } from '@/lib/navigation/Link'
import { createSearchForm, type SearchForm } from '@/api/forms'
import { flatFormResolver } from '@/lib/forms/flat-form-resolver'
import { useDeferredForm } from '@/lib/forms/deferred-form'
import { Button, CaptchaImage, CaptchaRow, Card, FormField, FormLayout, Input, Select, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { useCaptcha } from '../api/captcha'
import { useChainTypes } from '../api/chain-types'
import { useCollectibleSearch } from '../api/search-collectibles'
import { failureReason, isCaptchaRejected } from '../labels'
import {
  readSearchHistoryState,
  readSearchQuery,
  searchHistoryState,
  searchQueryString,
  type SearchQuery,
} from '../search-params'

// Shown only once there are results: its table, pager and share dialog load while the visitor fills in the
// form (from the first focus in it), not before the form is painted and usable on a phone.
const loadResultsTable = () => import('../components/SearchResultsTable')
const SearchResultsTable = lazy(() =>
  loadResultsTable().then(({ SearchResultsTable }) => ({ default: SearchResultsTable })),
)

// The failure banner loads when a search fails: a visitor who searches without trouble never needs it.
const Alert = lazy(() => import('@/design-system/components/Alert').then((module) => ({ default: module.Alert })))

export interface TouristSearchPageProps {
  /** `visitor` (/tourist) offers a way to log in; `console` (/collection-search) sits in the admin layout. Read from the path when left out. */
  area?: 'visitor' | 'console'
}

/**
 * `/tourist` and `/collection-search` (spec §2 search page): target chain, number or address, captcha;
 * Query and Reset; paged results. The chain and the text stay in the URL, the shown result in the history
 * entry (Back from a details page shows it again), the captcha nowhere: it is single-use, so every request
 * (a new search or another page) needs a fresh answer, and a new image is fetched after each one.
 */
export default function TouristSearchPage({ area }: TouristSearchPageProps) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const visitor = (area ?? (location.pathname === '/tourist' ? 'visitor' : 'console')) === 'visitor'

  const urlQuery = readSearchQuery(params)
  const shown = useMemo(() => readSearchHistoryState(location.state), [location.state])
  const chains = useChainTypes()
  const captcha = useCaptcha()
  const search = useCollectibleSearch()
  // The newest answer first: the history entry catches up a render later (navigate), so nothing blinks.
  const displayed = search.isSuccess ? { query: search.variables.query, result: search.data } : shown
  const pages = displayed ? Math.ceil(displayed.result.total / displayed.query.size) : 0

  // react-hook-form (13 KiB gzip) loads with the first focus in the form or its first submit (deferred-form):
  // the text fields are plain inputs until then, the chain a choice kept here and checked with them.
  const [chain, setChain] = useState(urlQuery.chain_info_id)
  const chainNow = useRef(chain)
  const chooseChain = (value: string) => {
    chainNow.current = value
    setChain(value)
  }
  const schema = useMemo(() => createSearchForm(messages.validation), [messages])
  const resolver = useMemo<Resolver<SearchForm>>(() => {
    const check = flatFormResolver(schema)
    return (values, context, options) => check({ ...values, chain_info_id: chainNow.current }, context, options)
  }, [schema])
  const form = useDeferredForm(resolver, runSearch, () => void loadResultsTable())
  const { errors } = form
  /** A page the user asked for that still waits for a captcha answer. */
  const pendingPage = useRef<Pick<SearchQuery, 'current' | 'size'> | null>(null)

  function runSearch(values: SearchForm) {
    const captchaId = captcha.data?.captcha_id ?? ''
    if (captchaId === '') {
      form.setError('code', t.captchaUnavailable)
      return
    }
    const paging = pendingPage.current
    pendingPage.current = null
    const parameter = values.parameter.trim()
    const sameSearch =
      displayed !== null &&
      displayed.query.chain_info_id === values.chain_info_id &&
      displayed.query.parameter === parameter
    const page = paging && sameSearch ? paging : { current: 1, size: displayed?.query.size ?? urlQuery.size }
    const query: SearchQuery = { chain_info_id: values.chain_info_id, parameter, ...page }
    search.mutate(
      { query, code: values.code.trim(), captcha_id: captchaId },
      {
        onSuccess: (result) =>
          navigate(
            { pathname: location.pathname, search: searchQueryString(query) },
            { replace: true, state: searchHistoryState(query, result) },
          ),
        onSettled: (_result, error) => {
          form.resetField('code')
          // After the reset, which would clear it: the answer was wrong, the new image needs a new one.
          if (isCaptchaRejected(error)) form.setError('code', t.captchaWrong, { focus: true })
          void captcha.refetch()
        },
      },
    )
  }

  function changePage(current: number, size: number) {
    pendingPage.current = { current, size }
    form.submit()
  }

  function reset() {
    pendingPage.current = null
    chooseChain('')
    form.reset({ parameter: '', code: '' })
    search.reset()
    navigate({ pathname: location.pathname, search: '' }, { replace: true, state: null })
  }

  const chainOptions = (chains.data ?? []).map((chain) => ({ value: chain.chain_info_id, label: chain.chain_type }))

  return (
    <Stack gap={6}>
      {search.isError && !isCaptchaRejected(search.error) && (
        <Suspense fallback={null}>
          <Alert
            type="error"
            title={messages.messages.searchFailed}
            description={failureReason(messages, search.error)}
          />
        </Suspense>
      )}
      <Card title={t.title} extra={visitor ? <Link to="/login">{t.login}</Link> : undefined}>
        <FormLayout noValidate {...form.formProps} aria-label={t.title}>
          <Stack gap={4}>
            {/* The chain's one check is that there is one: its message goes as soon as one is chosen. */}
            <FormField label={t.targetChain} required error={chain === '' ? errors.chain_info_id : undefined}>
              <Select options={chainOptions} value={chain} onChange={chooseChain} disabled={chains.isPending} />
            </FormField>
            <FormField label={t.parameter} required error={errors.parameter}>
              <Input
                placeholder={t.parameterPlaceholder}
                autoComplete="off"
                maxLength={64}
                defaultValue={urlQuery.parameter}
                {...form.field('parameter')}
              />
            </FormField>
            <FormField label={t.captcha} required error={errors.code} help={pages > 1 ? t.pageNeedsCaptcha : undefined}>
              <CaptchaRow>
                <Input placeholder={t.captchaPlaceholder} autoComplete="off" maxLength={8} {...form.field('code')} />
                <CaptchaImage
                  image={captcha.data?.image ?? ''}
                  loading={captcha.isFetching}
                  onRefresh={() => void captcha.refetch()}
                />
              </CaptchaRow>
            </FormField>
            <Stack direction="horizontal" gap={2}>
              <Button type="submit" variant="primary" loading={search.isPending}>
                {t.query}
              </Button>
              <Button type="button" onClick={reset}>
                {t.reset}
              </Button>
            </Stack>
          </Stack>
          {form.engine}
        </FormLayout>
      </Card>
      {(displayed !== null || search.isPending) && (
        <Suspense fallback={null}>
          <SearchResultsTable
            rows={displayed?.result.list ?? []}
            total={displayed?.result.total ?? null}
            current={displayed?.query.current ?? 1}
            size={displayed?.query.size ?? urlQuery.size}
            loading={search.isPending}
            onPageChange={changePage}
          />
        </Suspense>
      )}
    </Stack>
  )
}
