import { BOARD_MESSAGES, boardRoomsFor, countOfView, defaultBoardViewFor, emptyStatusCounts, mayReadNetworkBoard, mayReadTeleBoard, parseTeleBoardQuery, statusesOfView, teleBoardQueryString } from './tele-board.js';
import { serviceTypeList } from './service-types.js';

describe('tele-board', () => {
  // 2026-03-04 23:30 UTC is already 2026-03-05 in Bangkok.
  const NOW = Date.parse('2026-03-04T23:30:00Z');
  const parse = (q: Record<string, unknown>, network = false) => parseTeleBoardQuery(q, NOW, { network });

  describe('parseTeleBoardQuery', () => {
    it('reads absent parameters as today in Bangkok and everything else open', () => {
      expect(parse({})).toEqual({ problem: null, filter: { date: '2026-03-05', serviceType: null, flowStatus: null, board: null, keyword: '' } });
      expect(parse({ AppointDatetime: '', ServiceType: 'all', FlowStatus: '', Board: 'all' }).filter?.date).toBe('2026-03-05');
    });

    it('reads a date, an ISO instant in Bangkok, and all', () => {
      expect(parse({ AppointDatetime: '2026-01-31' }).filter?.date).toBe('2026-01-31');
      expect(parse({ AppointDatetime: '2026-01-31T17:30:00Z' }).filter?.date).toBe('2026-02-01');
      expect(parse({ AppointDatetime: 'all' }).filter?.date).toBeNull();
    });

    it('reads the service type, status, board and a trimmed keyword', () => {
      expect(parse({ ServiceType: '5', FlowStatus: '-3', Board: 'finance', Keyword: '  สมชาย ' }).filter).toEqual({
        date: '2026-03-05', serviceType: 5, flowStatus: -3, board: 'finance', keyword: 'สมชาย',
      });
      expect(parse({ ServiceType: '3' }).filter?.serviceType).toBe(3);
    });

    it('refuses bad values with the Thai message', () => {
      expect(parse({ AppointDatetime: '2026-02-30' }).problem).toBe(BOARD_MESSAGES.dateInvalid);
      expect(parse({ AppointDatetime: ['2026-01-01', '2026-01-02'] }).problem).toBe(BOARD_MESSAGES.dateInvalid);
      expect(parse({ ServiceType: '4' }).problem).toBe(BOARD_MESSAGES.serviceTypeInvalid);
      expect(parse({ ServiceType: '1.0' }).problem).toBe(BOARD_MESSAGES.serviceTypeInvalid);
      expect(parse({ FlowStatus: '8' }).problem).toBe(BOARD_MESSAGES.flowStatusInvalid);
      expect(parse({ FlowStatus: 'x' }).problem).toBe(BOARD_MESSAGES.flowStatusInvalid);
      expect(parse({ Board: 'booking' }).problem).toBe(BOARD_MESSAGES.boardInvalid);
      expect(parse({ Keyword: 'ก'.repeat(101) }).problem).toBe(BOARD_MESSAGES.keywordTooLong);
    });

    it('the network list is always consultations and ignores ServiceType and Board', () => {
      expect(parse({ ServiceType: '1', Board: 'nope' }, true).filter).toMatchObject({ serviceType: 3, board: null });
    });

    it('round-trips the query string a page builds', () => {
      const filter = { date: '2026-03-05', serviceType: 2, flowStatus: 1 as const, board: 'nurse' as const, keyword: 'abc' };
      const q = Object.fromEntries(new URLSearchParams(teleBoardQueryString(filter)));
      expect(parse(q).filter).toEqual(filter);
      expect(teleBoardQueryString({ date: null })).toBe('AppointDatetime=all');
    });
  });

  describe('views and rooms', () => {
    it('puts each status on one board view', () => {
      expect(statusesOfView('nurse')).toEqual([0, 1]);
      expect(statusesOfView('doctor')).toEqual([2, 3]);
      expect(statusesOfView('finance')).toEqual([-3, 4, -5]);
      expect(statusesOfView('shipping')).toEqual([5, 6, 7]);
      expect(statusesOfView('all')).toHaveLength(10);
      const counts = { ...emptyStatusCounts(), '0': 2, '1': 1, '2': 4 };
      expect(countOfView(counts, 'nurse')).toBe(3);
      expect(countOfView(counts, 'all')).toBe(7);
    });

    it('opens each role on its view and watches the rooms it may join', () => {
      expect(defaultBoardViewFor('Nurse')).toBe('nurse');
      expect(defaultBoardViewFor('Finance')).toBe('finance');
      expect(defaultBoardViewFor('Shipping')).toBe('shipping');
      expect(defaultBoardViewFor('Admin')).toBe('all');
      expect(boardRoomsFor({ userID: 'a', role: 'Admin' }, 'nurse')).toEqual(['board:admin']);
      expect(boardRoomsFor({ userID: 'n', role: 'Nurse' }, 'all')).toEqual(['board:nurse', 'board:doctor', 'board:finance', 'board:shipping']);
      expect(boardRoomsFor({ userID: 'f', role: 'Finance' }, 'nurse')).toEqual(['board:nurse']);
      // Issue 35 item 1: the network doctor watches the doctor board (DOCTOR_BOARD_READERS), no other.
      expect(boardRoomsFor({ userID: 'd', role: 'N_DOCTOR' }, 'doctor')).toEqual(['board:doctor']);
      expect(boardRoomsFor({ userID: 'd', role: 'N_DOCTOR' }, 'nurse')).toEqual([]);
      expect(boardRoomsFor({ userID: 'f', role: 'Finance' }, 'finance')).toEqual(['board:finance']);
    });

    it('lets hospital staff read the board and network roles and Admin the network board', () => {
      expect(mayReadTeleBoard('Medrec')).toBe(true);
      expect(mayReadTeleBoard('N_DOCTOR')).toBe(false);
      expect(mayReadTeleBoard(null)).toBe(false);
      expect(mayReadNetworkBoard('N_NURSE')).toBe(true);
      expect(mayReadNetworkBoard('Admin')).toBe(true);
      expect(mayReadNetworkBoard('Nurse')).toBe(false);
    });

    it('lists telemedicine and in-person service types, telling them apart', () => {
      const list = serviceTypeList();
      expect(list.filter((r) => r.kind === 'tele').map((r) => r.serviceType)).toEqual([1, 2, 5, 3]);
      expect(list.filter((r) => r.kind === 'booking')).toEqual([
        { serviceType: 1, serviceTypeName: 'ในเวลาราชการ', kind: 'booking', slotType: 1 },
        { serviceType: 2, serviceTypeName: 'คลินิกพิเศษนอกเวลา', kind: 'booking', slotType: 2 },
      ]);
    });
  });

  // Issue 18, "Tests that would notice": each limit at the limit and one past it; a parameter sent twice.
  describe('board query limits', () => {
    it('searches a keyword of 100 characters and refuses 101', () => {
      expect(parse({ Keyword: 'ก'.repeat(100) }).filter?.keyword).toBe('ก'.repeat(100));
      expect(parse({ Keyword: 'ก'.repeat(101) }).problem).toBe(BOARD_MESSAGES.keywordTooLong);
    });

    it('refuses each parameter sent twice (a list) with its own message', () => {
      expect(parse({ ServiceType: ['1', '2'] }).problem).toBe(BOARD_MESSAGES.serviceTypeInvalid);
      expect(parse({ Board: ['nurse', 'doctor'] }).problem).toBe(BOARD_MESSAGES.boardInvalid);
      expect(parse({ FlowStatus: ['1', '2'] }).problem).toBe(BOARD_MESSAGES.flowStatusInvalid);
      expect(parse({ Keyword: ['a', 'b'] }).problem).toBe(BOARD_MESSAGES.keywordTooLong);
    });

    it('reads a flow status of one digit, negative too, and nothing longer', () => {
      expect(parse({ FlowStatus: '-3' }).filter?.flowStatus).toBe(-3);
      expect(parse({ FlowStatus: '03' }).problem).toBe(BOARD_MESSAGES.flowStatusInvalid);
      expect(parse({ FlowStatus: '13' }).problem).toBe(BOARD_MESSAGES.flowStatusInvalid);
      expect(parse({ FlowStatus: 'x3' }).problem).toBe(BOARD_MESSAGES.flowStatusInvalid);
    });
  });
});
