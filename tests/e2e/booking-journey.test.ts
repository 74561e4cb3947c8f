import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../core/profile/open-now.ts';
import { addDaysTo, localDate } from '../../core/shared/time.ts';
import { customer, seedBookingShop, venueForm } from '../helpers/booking.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { adminCtx, ruleForm, seedMember } from '../helpers/loyalty.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedBookingShop);

describe('the booking system', () => {
  it('sets up a venue and a service in the screens, approves a website booking on the calendar (rule 7 points) and cancels it (points reversed)', async () => {
    const { app, shop } = world;
    const admin = shop.admin.caller;
    const other = await admin.booking.createVenue(venueForm({ nameEn: 'Mont Kiara studio', nameCn: '', nameBm: '' }));
    await admin.loyalty.createRule(ruleForm({ ruleType: 7, pointsGrant: 50 }));
    const member = await seedMember(await adminCtx(app.rt, shop));
    const day = addDaysTo(localDate(new Date(), 'Asia/Kuala_Lumpur'), 2);

    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // A venue with its names in the three languages.
    await page.goto(`${app.url}/booking/place-venue/new`);
    const venueFields = page.getByTestId('venue-form');
    await venueFields.getByLabel('Venue name (EN)').fill('Bangsar studio');
    await venueFields.getByLabel('Venue name (CN)').fill('孟沙工作室');
    await venueFields.getByLabel('Venue name (BM)').fill('Studio Bangsar');
    await venueFields.getByTestId('save-venue').click();
    await expect.poll(() => venueFields.getByTestId('venue-address').getAttribute('aria-invalid')).toBe('true');
    await venueFields.getByTestId('venue-address').fill('1 Jalan Telawi, Bangsar');
    await venueFields.getByTestId('save-venue').click();
    await page.waitForURL('**/booking/place-venue');
    const venue = (await admin.booking.venues({ search: 'Bangsar' })).items[0]!;
    expect(venue).toMatchObject({ nameEn: 'Bangsar studio', nameCn: '孟沙工作室', nameBm: 'Studio Bangsar', active: true });

    // A service at both venues, approved by hand, open on the booking's weekday only.
    await page.goto(`${app.url}/booking/services/new`);
    const form = page.getByTestId('service-form');
    await form.getByTestId('service-name').fill('Yoga class');
    await form.getByTestId('service-price').fill('20.00');
    await form.getByTestId('service-approval').check();
    await form.getByTestId('save-service').click();
    await expect.poll(() => form.getByTestId('schedule-error').innerText()).toBe('Please select at least one available day.');
    for (const name of ['Bangsar studio', 'Mont Kiara studio']) {
      await form.getByTestId('service-venues').click();
      await page.getByRole('option', { name }).click();
    }
    const dayId = weekdayOf(day);
    await form.getByTestId(`day-enabled-${dayId}`).check();
    await form.getByTestId(`time-slots-${dayId}-0`).fill('5');
    await form.getByTestId('save-service').click();
    await page.waitForURL('**/booking/services');
    const row = (await admin.booking.services({ search: 'Yoga' })).items[0]!;
    const service = await admin.booking.service({ id: row.id });
    expect(service.venues.map((v) => v.id).sort()).toEqual([venue.id, other.id].sort());
    expect(service).toMatchObject({ approvalRequired: true, priceSen: 2000 });
    expect(service.schedule.filter((d) => d.enabled)).toEqual([{ dayId, enabled: true, times: [{ startTime: '09:00', endTime: '10:00', slots: 5 }] }]);

    // The member books on the website; the booking waits for approval.
    const website = storefrontCaller(app.rt, shop.siteKey);
    const booked = await website.storefront.booking.book({ serviceId: service.id, venueId: other.id, day, startTime: '09:00', slots: 1, ...customer(), memberId: member.id });
    expect(booked.status).toBe(0);

    await page.goto(`${app.url}/booking/dashboard`);
    await expect.poll(() => page.getByTestId('booking-pending-count').innerText()).toContain('1');

    // Approved on the calendar: rule 7 credits the member.
    await page.goto(`${app.url}/booking/calendar?view=day&date=${day}`);
    await page.getByTestId('booking-calendar').getByText('Aminah Yusof · Yoga class').first().click();
    const detail = page.getByTestId('booking-detail');
    await detail.getByTestId('approve-booking').click();
    await expect.poll(() => detail.getByTestId('booking-status').textContent()).toBe('Approved');
    const points = async () => (await admin.loyalty.memberPoints({ search: member.name })).items[0]!.availablePoints;
    expect(await points()).toBe(50);

    // Cancelled with a reason: the points go back.
    await detail.getByTestId('cancel-booking').click();
    await page.getByTestId('cancel-reason').fill('Instructor ill');
    await page.getByTestId('confirm-cancel-booking').click();
    await expect.poll(() => detail.getByTestId('booking-status').textContent()).toBe('Cancelled');
    expect(await points()).toBe(0);
    const bookings = await admin.booking.list({ status: 2, search: `#${booked.bookingNo}` });
    expect(bookings.items.map((b) => b.id)).toHaveLength(1);
    expect(await admin.booking.get({ id: bookings.items[0]!.id })).toMatchObject({ cancelReason: 'Instructor ill', points: 0 });
  });
});
