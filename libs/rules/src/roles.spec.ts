import { canJoinRoom, homeRouteFor, menuFor, patientOfDelivery, patientOfRoom } from './roles.js';

describe('roles', () => {
  const HOSPITAL = 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้';

  describe('after sign-in', () => {
    it.each([
      [null, '/home'],
      ['', '/home'],
      ['Admin', '/admin'],
      ['Nurse', '/admin'],
      ['N_DOCTOR', '/hospital'],
      ['N_NURSE', '/hospital'],
    ])('role %p lands on %s', (role, route) => expect(homeRouteFor(role)).toBe(route));
  });

  describe('navbar by role', () => {
    const paths = (role: string | null, fullName = 'x') => menuFor({ role, fullName }, HOSPITAL).map((m) => m.to);
    it('patients get home and appointments', () => expect(paths(null)).toEqual(['/home', '/tele', '/profile', '/logout']));
    it('staff get the telemedicine and booking boards', () =>
      expect(paths('Nurse')).toEqual(['/admin', '/admin/booking', '/profile', '/logout']));
    it('network roles get the hospital pages', () =>
      expect(paths('N_DOCTOR')).toEqual(['/hospital', '/hospital/doctor', '/hospital/patient', '/profile', '/logout']));
    it("the telemedicine hospital's own account also gets the report", () =>
      expect(paths('N_HOSPITAL', HOSPITAL)).toContain('/hospital/report'));
  });

  describe('room access', () => {
    it('a patient joins only their own room', () => {
      expect(canJoinRoom({ userID: 'a', role: null }, 'patient:a')).toBe(true);
      expect(canJoinRoom({ userID: 'a', role: null }, 'patient:b')).toBe(false);
      expect(canJoinRoom({ userID: 'a', role: null }, 'board:nurse')).toBe(false);
    });
    it('staff join the boards whose HTTP read they may call', () => {
      // Every hospital role reads every telemedicine board (GET /api/v1/tele?Board=…).
      expect(canJoinRoom({ userID: 'n', role: 'Nurse' }, 'board:nurse')).toBe(true);
      expect(canJoinRoom({ userID: 'n', role: 'Nurse' }, 'board:finance')).toBe(true);
      expect(canJoinRoom({ userID: 'f', role: 'Finance' }, 'board:finance')).toBe(true);
      expect(canJoinRoom({ userID: 's', role: 'Shipping' }, 'board:doctor')).toBe(true);
      // Network roles read only the network board (GET /api/v1/networktele).
      expect(canJoinRoom({ userID: 'd', role: 'N_DOCTOR' }, 'board:network')).toBe(true);
      // Issue 35 item 1: the network doctor also reads the doctor board (GET /api/v1/doctortele); no other network role does.
      expect(canJoinRoom({ userID: 'd', role: 'N_DOCTOR' }, 'board:doctor')).toBe(true);
      expect(canJoinRoom({ userID: 'd', role: 'N_NURSE' }, 'board:doctor')).toBe(false);
      expect(canJoinRoom({ userID: 'd', role: 'N_DOCTOR' }, 'board:nurse')).toBe(false);
      expect(canJoinRoom({ userID: 'f', role: 'Finance' }, 'board:network')).toBe(false);
      // The booking board: Admin, Nurse, Medrec (GET /api/v1/bookings).
      expect(canJoinRoom({ userID: 'm', role: 'Medrec' }, 'board:booking')).toBe(true);
      expect(canJoinRoom({ userID: 'f', role: 'Finance' }, 'board:booking')).toBe(false);
      expect(canJoinRoom({ userID: 'x', role: 'Admin' }, 'board:admin')).toBe(true);
      expect(canJoinRoom({ userID: 'n', role: 'Nurse' }, 'board:admin')).toBe(false);
      expect(canJoinRoom({ userID: 'x', role: 'Admin' }, 'board:constructor')).toBe(false);
      expect(canJoinRoom({ userID: 'x', role: 'Admin' }, 'other:a')).toBe(false);
    });
    it("joins a patient's room as the profile read allows: the owner, Admin, Medrec, Nurse, network roles", () => {
      for (const role of ['Admin', 'Medrec', 'Nurse', 'N_DOCTOR', 'N_HOSPITAL']) expect(canJoinRoom({ userID: 's', role }, 'patient:p')).toBe(true);
      for (const role of ['Finance', 'Shipping']) {
        expect(canJoinRoom({ userID: 's', role }, 'patient:p')).toBe(false);
        expect(canJoinRoom({ userID: 's', role }, 'patient:s')).toBe(true);
      }
    });
  });

  // Issue 18, "Tests that would notice": the navbar each person sees (accounts §2, §6), word for word.
  describe('the navbar by role', () => {
    const common = [
      { to: '/profile', label: 'ข้อมูลส่วนตัว' },
      { to: '/logout', label: 'ออกจากระบบ' },
    ];

    it('offers sign-in to nobody signed in', () => {
      expect(menuFor(null, HOSPITAL)).toEqual([{ to: '/login', label: 'เข้าสู่ระบบ' }]);
    });

    it('gives a patient the home and appointments', () => {
      expect(menuFor({ role: null }, HOSPITAL)).toEqual([{ to: '/home', label: 'หน้าหลัก' }, { to: '/tele', label: 'นัดหมาย' }, ...common]);
    });

    it('gives a network hospital its consultations and patients, the report only to the telemedicine hospital', () => {
      const network = [
        { to: '/hospital', label: 'นัดหมายปรึกษา' },
        { to: '/hospital/patient', label: 'จัดการผู้ป่วย' },
      ];
      expect(menuFor({ role: 'N_HOSPITAL', fullName: 'โรงพยาบาลอื่น' }, HOSPITAL)).toEqual([...network, ...common]);
      expect(menuFor({ role: 'N_HOSPITAL', fullName: HOSPITAL }, HOSPITAL)).toEqual([...network, { to: '/hospital/report', label: 'รายงาน' }, ...common]);
    });

    it('gives staff the telemedicine and booking admin', () => {
      expect(menuFor({ role: 'Nurse' }, HOSPITAL)).toEqual([
        { to: '/admin', label: 'จัดการ Telemedicine' },
        { to: '/admin/booking', label: 'จัดการการจอง' },
        ...common,
      ]);
    });

    it('joins no room that is neither a patient’s nor a board', () => {
      expect(canJoinRoom({ userID: 'u1', role: 'Admin' }, 'admin')).toBe(false);
      expect(canJoinRoom({ userID: 'u1', role: 'Admin' }, 'nurse')).toBe(false);
    });
  });

  describe('patientOfDelivery (issue 28: whose data a delivery carries, for the patient access rule)', () => {
    const network = { userID: 'n1', role: 'N_HOSPITAL' };
    const admin = { userID: 'a1', role: 'Admin' };
    const event = { teleID: 't1', userID: 'p1', networkOf: ['n1', 'd1'] };

    it("names the patient of a patient's room, for everyone", () => {
      expect(patientOfDelivery(network, 'patient:p1')).toBe('p1');
      expect(patientOfDelivery(admin, 'patient:p1', event)).toBe('p1');
      expect(patientOfRoom('patient:p1')).toBe('p1');
      expect(patientOfRoom('board:network')).toBeNull();
    });

    it("on board:network, a network account hears only its own consultations' events, and their patient is asked", () => {
      expect(patientOfDelivery(network, 'board:network', event)).toBe('p1');
      expect(patientOfDelivery({ userID: 'n2', role: 'N_NURSE' }, 'board:network', event)).toBe(false);
      expect(patientOfDelivery(network, 'board:network', { teleID: 't1', userID: 'p1' })).toBe(false); // names no accounts: none
      expect(patientOfDelivery(network, 'board:network', undefined)).toBe(false);
      // Issue 35 item 1: a network account on board:doctor hears only the event's patient (asked of the access rule).
      expect(patientOfDelivery(network, 'board:doctor', { teleID: 't1', userID: 'p1' })).toBe('p1');
      expect(patientOfDelivery(network, 'board:doctor', undefined)).toBe(false);
      expect(patientOfDelivery(admin, 'board:doctor', { teleID: 't1', userID: 'p1' })).toBe(null);
    });

    it('asks nothing for hospital accounts on a board', () => {
      expect(patientOfDelivery(admin, 'board:network', event)).toBeNull();
      expect(patientOfDelivery({ userID: 'u', role: 'Nurse' }, 'board:nurse', event)).toBeNull();
    });
  });
});
