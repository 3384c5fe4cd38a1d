import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import type { AlertAction, AlertView } from '@brokerage/core/alerts/manage';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@brokerage/core/forms/definitions';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import type { postAlert } from './alert-request';
import { SEARCH_HOME, SavedSearchLink } from './saved-search-link';
import { useAlert, type AlertOffer, type AlertState } from './use-alert';

export type AlertManagerProps = {
  locale: LocaleCode;
  /** The page address's query (`location.search`): `?token=…&action=confirm|unsubscribe`. */
  search?: string;
  /** Replaces the network call (component tests). */
  post?: typeof postAlert;
};

type Change = Exclude<AlertAction, 'view'>;
type Run = (action: Change, frequency?: AlertFrequency) => void;

/** The line the status region reads out: what is happening, or what was just done. */
function statusLine(locale: LocaleCode, state: AlertState, busy: boolean): string | null {
  if (busy && state.kind !== 'loading') return t(locale, 'alerts.working');
  if (state.kind === 'loading') return t(locale, 'alerts.loading');
  if (state.kind === 'deleted') return t(locale, 'alerts.deleted');
  if (state.kind === 'shown' && state.done && state.done !== 'delete')
    return t(locale, `alerts.done.${state.done}` as StringKey);
  return null;
}

/**
 * The manage page of a saved-search alert, opened from its e-mails: the search, the masked
 * address and the status, with the controls the status allows. Opening it changes nothing:
 * the e-mail's action (confirm, unsubscribe) is asked, and its button does it. The built
 * page holds no subscription: everything comes from the token in the address, after hydration.
 */
export function AlertManager({ locale, search = '', post }: AlertManagerProps) {
  const { state, busy, run, retry, offer } = useAlert(search, post);
  const line = statusLine(locale, state, busy);
  const done = state.kind === 'deleted' || (state.kind === 'shown' && state.done !== null);
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const home = localizePath(SEARCH_HOME, getLocale(locale));

  // A control that did its job may be gone (Unsubscribe, Confirm, Delete) and a busy one was
  // disabled: focus the outcome rather than leave keyboard users at the top of the page.
  const acted = useRef(false);
  useEffect(() => {
    if (busy || !acted.current) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) (message.current ?? heading.current)?.focus();
  }, [busy, state]);
  const act: Run = (action, frequency) => {
    acted.current = true;
    run(action, frequency);
  };
  const tryAgain = () => {
    acted.current = true;
    retry();
  };

  const retryButton = (
    <Button variant="outline-danger" onClick={tryAgain} disabled={busy}>
      {t(locale, 'alerts.retry')}
    </Button>
  );
  return (
    <Container className="alert-manager py-4" aria-busy={busy}>
      <h1 className="h2" ref={heading} tabIndex={-1}>
        {t(locale, 'alerts.title')}
      </h1>
      <div role="status">
        {line ? (
          <p ref={message} tabIndex={-1} className={done && !busy ? 'alert alert-success' : 'text-body-secondary'}>
            {line}
          </p>
        ) : null}
      </div>
      {state.kind === 'invalid' || state.kind === 'expired' ? (
        <div className="alert alert-warning" role="alert">
          <p>{t(locale, state.kind === 'expired' ? 'alerts.expired' : 'alerts.invalid')}</p>
          <Link to={home}>{t(locale, 'alerts.browse')}</Link>
        </div>
      ) : null}
      {state.kind === 'unavailable' ? (
        <div className="alert alert-danger" role="alert">
          <p>{t(locale, 'alerts.unavailable')}</p>
          {retryButton}
        </div>
      ) : null}
      {state.kind === 'shown' ? (
        <>
          {state.failed ? (
            <div className="alert alert-danger" role="alert">
              <p>{t(locale, 'alerts.unavailable')}</p>
              {retryButton}
            </div>
          ) : null}
          <Subscription
            view={state.view}
            locale={locale}
            busy={busy}
            run={act}
            // The e-mail's offer stands until something is done on the page.
            offer={state.done === null && !state.failed ? offer : null}
          />
        </>
      ) : null}
      {state.kind === 'deleted' ? <Link to={home}>{t(locale, 'alerts.browse')}</Link> : null}
    </Container>
  );
}

type SubscriptionProps = { view: AlertView; locale: LocaleCode; busy: boolean; run: Run; offer: AlertOffer };

/** The e-mail's offer, when the subscription's status still allows it. */
const askOf = (offer: AlertOffer, status: AlertView['status']): AlertOffer => {
  if (offer === 'confirm') return status === 'pending' ? offer : null;
  if (offer === 'unsubscribe') return status === 'active' || status === 'paused' ? offer : null;
  return null;
};

/** The subscription and what its owner may do with it; the e-mail's action asked first, on its own button. */
function Subscription({ view, locale, busy, run, offer }: SubscriptionProps) {
  const { status } = view;
  const live = status === 'active' || status === 'paused';
  const ask = askOf(offer, status);
  return (
    <>
      {ask ? (
        <p className="alert alert-info" id="alert-offer">
          {t(locale, ask === 'confirm' ? 'alerts.ask.confirm' : 'alerts.ask.unsubscribe')}
        </p>
      ) : null}
      <dl className="row">
        <dt className="col-sm-3">{t(locale, 'alerts.label.search')}</dt>
        <dd className="col-sm-9">
          <SavedSearchLink path={view.search} locale={locale} />
        </dd>
        <dt className="col-sm-3">{t(locale, 'alerts.label.email')}</dt>
        <dd className="col-sm-9">
          {/* An address reads left to right on an Arabic page too. */}
          <bdi dir="ltr">{view.email}</bdi>
        </dd>
        <dt className="col-sm-3">{t(locale, 'alerts.label.status')}</dt>
        <dd className="col-sm-9">{t(locale, `alerts.status.${status}`)}</dd>
      </dl>
      {status !== 'unsubscribed' ? (
        // Keyed by the saved choice: a new answer starts the select from what the service holds.
        <FrequencyForm key={view.frequency} saved={view.frequency} locale={locale} busy={busy} run={run} />
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {status === 'pending' ? (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => run('confirm')}
            aria-describedby={ask === 'confirm' ? 'alert-offer' : undefined}
          >
            {t(locale, 'alerts.confirm')}
          </Button>
        ) : null}
        {live ? (
          // One button that changes its words, so focus stays on it after a pause or a resume.
          <Button
            key="pause-resume"
            variant="outline-primary"
            disabled={busy}
            onClick={() => run(status === 'active' ? 'pause' : 'resume')}
          >
            {t(locale, status === 'active' ? 'alerts.pause' : 'alerts.resume')}
          </Button>
        ) : null}
        {status === 'unsubscribed' ? (
          // An unsubscribe by mistake (one click in an e-mail) is undone here.
          <Button variant="outline-primary" disabled={busy} onClick={() => run('resume')}>
            {t(locale, 'alerts.resume')}
          </Button>
        ) : null}
        {live ? (
          <Button
            variant={ask === 'unsubscribe' ? 'primary' : 'outline-secondary'}
            disabled={busy}
            onClick={() => run('unsubscribe')}
            aria-describedby={ask === 'unsubscribe' ? 'alert-offer' : undefined}
          >
            {t(locale, 'alerts.unsubscribe')}
          </Button>
        ) : null}
      </div>
      <DeleteControl locale={locale} busy={busy} onDelete={() => run('delete')} />
    </>
  );
}

type FrequencyFormProps = { saved: AlertFrequency; locale: LocaleCode; busy: boolean; run: Run };

/** How often the alert is sent, saved with its own button (the same choices as the alert form). */
function FrequencyForm({ saved, locale, busy, run }: FrequencyFormProps) {
  const [choice, setChoice] = useState<AlertFrequency>(saved);
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        run('frequency', choice);
      }}
    >
      <Form.Group controlId="alert-frequency">
        <Form.Label>{t(locale, 'forms.field.frequency')}</Form.Label>
        <Form.Select
          value={choice}
          disabled={busy}
          onChange={(event) => setChoice(event.target.value as AlertFrequency)}
        >
          {ALERT_FREQUENCIES.map((option) => (
            <option key={option} value={option}>
              {t(locale, `forms.option.frequency.${option}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" variant="primary" disabled={busy}>
        {t(locale, 'alerts.save')}
      </Button>
    </Form>
  );
}

type DeleteControlProps = { locale: LocaleCode; busy: boolean; onDelete: () => void };

/** Deleting asks once more in the page: the alert and the address cannot come back. */
function DeleteControl({ locale, busy, onDelete }: DeleteControlProps) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (answered.current) start.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <Button ref={start} variant="outline-danger" disabled={busy} onClick={() => setAsking(true)}>
        {t(locale, 'alerts.delete')}
      </Button>
    );
  return (
    <div className="border border-danger rounded p-3">
      <p ref={question} tabIndex={-1} id="alert-delete-question">
        {t(locale, 'alerts.deleteQuestion')}
      </p>
      <div className="d-flex flex-wrap gap-2" role="group" aria-labelledby="alert-delete-question">
        <Button variant="danger" disabled={busy} onClick={onDelete}>
          {t(locale, 'alerts.deleteYes')}
        </Button>
        <Button
          variant="outline-secondary"
          disabled={busy}
          onClick={() => {
            answered.current = true;
            setAsking(false);
          }}
        >
          {t(locale, 'alerts.deleteNo')}
        </Button>
      </div>
    </div>
  );
}
