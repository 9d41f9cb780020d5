import { describe, expect, it } from 'vitest';
import { EMPLOYEE_DATA_CELL_MESSAGES, isCsvFile, isLargeChange } from './employee-data-columns.ts';
import {
  checkEmployeeData,
  csvFileText,
  type EmployeeRecord,
  eligibilityDifferences,
  type NamedBenefit,
  templateCsv,
} from './employee-data-upload.ts';

const TODAY = '2026-06-15';

function person(id: number, email: string, overrides: Partial<EmployeeRecord> = {}): EmployeeRecord {
  return {
    id,
    email,
    voucherBalance: 0,
    first_name: 'Ann',
    surname: 'Lee',
    date_of_birth: '1980-01-01',
    employment_status: 'active',
    on_probation: false,
    phone: null,
    address_line_1: null,
    address_line_2: null,
    town: null,
    postcode: null,
    ...overrides,
  };
}

const ann = person(1, 'ann.lee@acme.test');
const bob = person(2, 'Bob.Ray@acme.test', { first_name: 'Bob', surname: 'Ray', on_probation: true });
const employees = new Map([
  ['ann.lee@acme.test', ann],
  ['bob.ray@acme.test', bob],
]);

describe('checkEmployeeData', () => {
  it('lists only the fields that differ, for the employees named by e-mail in any case', () => {
    const csv =
      'email,first_name,town,postcode\r\nANN.LEE@acme.test,Ann,Leeds,ls11aa\r\nbob.ray@acme.test,Bob,,\r\n';
    const checked = checkEmployeeData(csv, employees, TODAY);
    expect(checked.errors).toEqual([]);
    expect(checked.rowCount).toBe(2);
    expect(checked.changes).toEqual([
      {
        employee: ann,
        changes: [
          { field: 'town', from: null, to: 'Leeds' },
          { field: 'postcode', from: null, to: 'LS1 1AA' },
        ],
      },
    ]);
  });

  it('reports each bad row with its spreadsheet row number, column and reason, and changes nothing', () => {
    const csv = [
      'email,date_of_birth,employment_status,on_probation,phone',
      'ann.lee@acme.test,1980-02-30,active,no,',
      'nobody@acme.test,1980-01-01,active,no,',
      'bob.ray@acme.test,1980-01-01,retired,maybe,12',
      'ann.lee@acme.test,1980-01-01,active,no,',
    ].join('\n');
    const checked = checkEmployeeData(csv, employees, TODAY);
    expect(checked.changes).toEqual([]);
    expect(checked.errorCount).toBe(6);
    expect(checked.errors).toEqual([
      { row: 2, column: 'date_of_birth', message: EMPLOYEE_DATA_CELL_MESSAGES.dateOfBirth },
      { row: 3, column: 'email', message: EMPLOYEE_DATA_CELL_MESSAGES.unknownEmployee },
      { row: 4, column: 'employment_status', message: EMPLOYEE_DATA_CELL_MESSAGES.employmentStatus },
      { row: 4, column: 'on_probation', message: EMPLOYEE_DATA_CELL_MESSAGES.onProbation },
      { row: 4, column: 'phone', message: expect.stringContaining('valid phone number') },
      { row: 5, column: 'email', message: EMPLOYEE_DATA_CELL_MESSAGES.duplicateEmail },
    ]);
  });

  it('refuses unknown and missing columns on row 1, and a date of birth not before today', () => {
    expect(checkEmployeeData('first_name,salary\r\nAnn,1\r\n', employees, TODAY).errors).toEqual([
      { row: 1, column: 'salary', message: EMPLOYEE_DATA_CELL_MESSAGES.unknownColumn },
      { row: 1, column: 'email', message: EMPLOYEE_DATA_CELL_MESSAGES.emailColumnMissing },
    ]);
    expect(checkEmployeeData('email\r\n', employees, TODAY).errors).toEqual([
      { row: 2, column: '', message: EMPLOYEE_DATA_CELL_MESSAGES.noRows },
    ]);
    const future = checkEmployeeData(
      `email,date_of_birth\r\nann.lee@acme.test,${TODAY}\r\n`,
      employees,
      TODAY,
    );
    expect(future.errors.map((error) => error.column)).toEqual(['date_of_birth']);
  });

  it('reads quoted cells with commas, and a required name left empty is an error', () => {
    const quoted = checkEmployeeData(
      'email,address_line_1\r\nann.lee@acme.test,"1, High Street"\r\n',
      employees,
      TODAY,
    );
    expect(quoted.changes[0]?.changes).toEqual([
      { field: 'address_line_1', from: null, to: '1, High Street' },
    ]);
    const empty = checkEmployeeData('email,surname\r\nann.lee@acme.test,\r\n', employees, TODAY);
    expect(empty.errors).toEqual([
      { row: 2, column: 'surname', message: EMPLOYEE_DATA_CELL_MESSAGES.required },
    ]);
  });

  it('the template is the header of every column and is itself a file with no rows', () => {
    expect(templateCsv()).toBe(
      'email,first_name,surname,date_of_birth,employment_status,on_probation,phone,address_line_1,address_line_2,town,postcode\r\n',
    );
  });
});

describe('eligibilityDifferences', () => {
  const benefits: NamedBenefit[] = [
    { id: 1, name: 'Pension', groupCode: 'pension', openDuringProbation: true },
    { id: 2, name: 'Gym Membership', groupCode: 'gym', openDuringProbation: false },
  ];

  it('names the benefits an employee gains or loses, and leaves out changes that touch no eligibility', () => {
    const csv = 'email,on_probation,town\r\nann.lee@acme.test,yes,York\r\nbob.ray@acme.test,no,\r\n';
    const { changes } = checkEmployeeData(csv, new Map([...employees]), TODAY);
    const differences = eligibilityDifferences(changes, benefits);
    expect(
      differences.map((d) => [d.employee.id, d.gained.map((b) => b.name), d.lost.map((b) => b.name)]),
    ).toEqual([
      [1, [], ['Gym Membership']],
      [2, ['Gym Membership'], []],
    ]);
    const townOnly = checkEmployeeData('email,town\r\nann.lee@acme.test,York\r\n', employees, TODAY);
    expect(eligibilityDifferences(townOnly.changes, benefits)).toEqual([]);
  });
});

describe('limits', () => {
  it('a change of more than 10 % of the employees is large; exactly 10 % is not', () => {
    expect(isLargeChange(125, 1250)).toBe(false);
    expect(isLargeChange(126, 1250)).toBe(true);
    expect(isLargeChange(1, 3)).toBe(true);
  });

  it('takes a .csv name with a CSV media type or none, and nothing else', () => {
    expect(isCsvFile('staff.csv', 'text/csv')).toBe(true);
    expect(isCsvFile('STAFF.CSV', 'application/vnd.ms-excel')).toBe(true);
    expect(isCsvFile('staff.csv', '')).toBe(true);
    expect(isCsvFile('staff.xlsx', 'text/csv')).toBe(false);
    expect(isCsvFile('staff.csv', 'image/png')).toBe(false);
  });

  it('a file that is not UTF-8 text is not read', () => {
    expect(csvFileText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe]).buffer)).toBeNull();
    expect(csvFileText(new TextEncoder().encode('email\r\n').buffer as ArrayBuffer)).toBe('email\r\n');
  });
});
