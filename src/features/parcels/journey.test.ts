import { describe, expect, it } from 'vitest';
import { statusOf, transportStatuses } from '../shared/statuses';
import { formatVolume, formatWeight, journeyStateLabels, journeySteps, transportJourney, type JourneyEvent } from './model';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:30:00+07:00`;
const event = (status: number, day: number, note = ''): JourneyEvent => ({ Status: status, Date: at(day), Note: note });
/** Events for every status from 1 to `last` (not 7), one day apart. */
const eventsUpTo = (last: number) => Array.from({ length: last }, (_, index) => event(index + 1, index + 2, `Bước ${index + 1}`));

const states = (status: number, events: readonly JourneyEvent[]) => transportJourney(status, events).map((step) => step.state);
const labels = (status: number, events: readonly JourneyEvent[]) =>
  transportJourney(status, events).map((step) => statusOf(transportStatuses, step.status).label);

describe('transportJourney', () => {
  it('has the five steps of the journey, in order', () => {
    expect(journeySteps.map((step) => step.key)).toEqual(['shipped', 'chinaWarehouse', 'inTransit', 'vietnamWarehouse', 'delivered']);
    expect(labels(1, eventsUpTo(1))).toEqual(['Shop đã phát hàng', 'Về kho Trung Quốc', 'Đang vận chuyển', 'Về kho Việt Nam', 'Đã giao hàng']);
  });

  it('marks earlier steps done, the parcel’s step current and later ones pending', () => {
    expect(states(1, eventsUpTo(1))).toEqual(['current', 'pending', 'pending', 'pending', 'pending']);
    expect(states(3, eventsUpTo(3))).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    expect(states(4, eventsUpTo(4))).toEqual(['done', 'done', 'done', 'current', 'pending']);
  });

  it('dates the steps that happened from their events, and no pending step', () => {
    const steps = transportJourney(3, eventsUpTo(3));
    expect(steps.map((step) => step.date)).toEqual([at(2), at(3), at(4), null, null]);
    expect(steps.map((step) => step.note)).toEqual(['Bước 1', 'Bước 2', 'Bước 3', '', '']);
  });

  it('reads the last step as “Đang giao hàng” while delivering, and all done once delivered', () => {
    const delivering = transportJourney(5, eventsUpTo(5));
    expect(delivering.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(statusOf(transportStatuses, delivering[4]!.status).label).toBe('Đang giao hàng');
    expect(delivering[4]!.date).toBe(at(6));

    const delivered = transportJourney(6, eventsUpTo(6));
    expect(delivered.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(statusOf(transportStatuses, delivered[4]!.status).label).toBe('Đã giao hàng');
    // The delivery itself dates the step, not the day it set off.
    expect(delivered[4]!.date).toBe(at(7));
  });

  it('shows a lost parcel on the step it never finished', () => {
    const events = [event(1, 2), event(2, 4), event(7, 20, 'Không tìm thấy kiện')];
    const steps = transportJourney(7, events);
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'lost', 'pending', 'pending']);
    expect(steps[2]).toMatchObject({ key: 'inTransit', date: at(20), note: 'Không tìm thấy kiện' });
    expect(statusOf(transportStatuses, steps[2]!.status).label).toBe('Đang vận chuyển');
    expect(transportJourney(7, []).map((step) => step.state)).toEqual(['lost', 'pending', 'pending', 'pending', 'pending']);
  });

  it('trusts the status over missing or extra events', () => {
    // Weighed in Vietnam, but the server sent only the first event: the steps are still done, undated.
    const sparse = transportJourney(4, [event(1, 2)]);
    expect(sparse.map((step) => step.state)).toEqual(['done', 'done', 'done', 'current', 'pending']);
    expect(sparse.map((step) => step.date)).toEqual([at(2), null, null, null, null]);
    // An event ahead of the status does not date a pending step.
    expect(transportJourney(2, eventsUpTo(4))[3]).toMatchObject({ state: 'pending', date: null });
  });

  it('places a status it does not know after the furthest event', () => {
    expect(states(42, eventsUpTo(3))).toEqual(['done', 'done', 'done', 'pending', 'pending']);
    expect(states(42, [])).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
  });

  it('takes the latest of two events of one status', () => {
    const steps = transportJourney(2, [event(1, 2), event(2, 3, 'lần 1'), event(2, 5, 'lần 2')]);
    expect(steps[1]).toMatchObject({ state: 'current', date: at(5), note: 'lần 2' });
  });

  it('says each state in words', () => {
    expect(journeyStateLabels).toEqual({ done: 'Đã hoàn thành', current: 'Hiện tại', pending: 'Chưa đến', lost: 'Thất lạc' });
  });
});

describe('weights and volumes', () => {
  it('writes them the Vietnamese way, and says when they are not measured yet', () => {
    expect(formatWeight(1.2)).toBe('1,2 kg');
    expect(formatWeight(12)).toBe('12 kg');
    expect(formatWeight(null)).toBe('Chưa cân');
    expect(formatVolume(0.047999999999999994)).toBe('0,048 m³');
    expect(formatVolume(null)).toBe('Chưa đo');
  });
});
