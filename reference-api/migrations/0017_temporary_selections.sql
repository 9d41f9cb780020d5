-- A live selection's temporary selection (docs/decisions/046): a change of its values the person has
-- saved that does not replace the cover in force until `temporary_from`, the first day of the next
-- month. The spec's reset call drops it, back to the saved selection. All five are set together or
-- not at all; a selection holds at most one such change (a second change replaces it).
ALTER TABLE selections ADD COLUMN temporary_value REAL;
ALTER TABLE selections ADD COLUMN temporary_partner_value REAL;
ALTER TABLE selections ADD COLUMN temporary_monthly_cost NUMERIC CHECK (
  temporary_monthly_cost IS NULL
  OR (typeof(temporary_monthly_cost) IN ('integer', 'real') AND temporary_monthly_cost >= 0)
  OR upper(temporary_monthly_cost) IN ('TBC', '')
);
ALTER TABLE selections ADD COLUMN temporary_employer_monthly_cost NUMERIC CHECK (
  temporary_employer_monthly_cost IS NULL
  OR (typeof(temporary_employer_monthly_cost) IN ('integer', 'real') AND temporary_employer_monthly_cost >= 0)
  OR upper(temporary_employer_monthly_cost) IN ('TBC', '')
);
ALTER TABLE selections ADD COLUMN temporary_from TEXT CHECK (
  temporary_from IS NULL OR temporary_from GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'
);
