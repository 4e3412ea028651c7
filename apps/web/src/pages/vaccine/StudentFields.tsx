import { useSchools, useSubdistricts } from '../../api/vaccines';
import { LOOKUP_URLS } from '../../api/lookups';
import { BirthDateSelect } from '../../components/forms/BirthDateSelect';
import { LookupSelect, SelectField } from '../../components/forms/SelectField';
import { FormField, PhoneField, TextField } from '../../components/forms/TextField';
import type { StudentForm } from './student-form';
import { SubdistrictCombobox } from './SubdistrictCombobox';

export interface StudentFieldsProps {
  form: StudentForm;
  patch(changes: Partial<StudentForm>): void;
  /** A new record: the title is chosen here (§5 check 1); otherwise it is shown. */
  titleEditable: boolean;
  /** After a confirm attempt: phone and address are marked invalid when empty (§5). */
  attempted: boolean;
}

/** A decimal typed into a measurement box: digits and one point. */
const decimal = (v: string) => v.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1').slice(0, 6);

/**
 * The editable student record of care-services §2 School vaccine booking: title, names, birth
 * date (day, month, Buddhist-era year), phone, house number, subdistrict, weight, height, two
 * temperatures, school and class.
 */
export function StudentFields({ form, patch, titleEditable, attempted }: StudentFieldsProps) {
  const schools = useSchools().data ?? [];
  const subdistricts = useSubdistricts().data ?? [];
  const school = schools.find((s) => s.schoolKey === form.schoolKey);
  const classes = (school?.classes ?? []).map((c) => ({ value: c.classYearName, label: c.classYearName }));
  const empty = (v: string) => attempted && !v.trim();

  return (
    <div className="form-grid" data-testid="student-fields">
      {titleEditable ? (
        <LookupSelect
          id="stu-title"
          label="คำนำหน้าชื่อ"
          url={LOOKUP_URLS.title}
          value={form.titleKey}
          onChange={(value, option) => patch({ titleKey: value, titleName: option?.label ?? '' })}
          required
          invalid={attempted && !form.titleKey && !form.titleName}
        />
      ) : (
        <FormField label="คำนำหน้าชื่อ">
          <p className="form-static" data-testid="stu-title-name">
            {form.titleName || '-'}
          </p>
        </FormField>
      )}
      <TextField id="stu-firstName" label="ชื่อ" value={form.firstName} onChange={(v) => patch({ firstName: v })} required invalid={empty(form.firstName)} />
      <TextField id="stu-lastName" label="นามสกุล" value={form.lastName} onChange={(v) => patch({ lastName: v })} required invalid={empty(form.lastName)} />
      <FormField label="วันเดือนปีเกิด" required>
        <BirthDateSelect idPrefix="stu-birth" value={form.birthDT} onChange={(v) => patch({ birthDT: v })} invalid={attempted && !form.birthDT} />
      </FormField>
      <PhoneField id="stu-phone" label="เบอร์โทรศัพท์" value={form.mobilePhone} onChange={(v) => patch({ mobilePhone: v })} required invalid={empty(form.mobilePhone)} />
      <TextField id="stu-addressNo" label="บ้านเลขที่" value={form.addressNo} onChange={(v) => patch({ addressNo: v })} required invalid={empty(form.addressNo)} maxLength={100} />
      <SubdistrictCombobox
        id="stu-subdistrict"
        value={form.thSubdistrictKey}
        onChange={(key) => patch({ thSubdistrictKey: key })}
        rows={subdistricts}
        invalid={attempted && !/^\d{6}$/.test(form.thSubdistrictKey)}
      />
      <TextField id="stu-weight" label="น้ำหนัก (กก.)" value={form.weight} onChange={(v) => patch({ weight: decimal(v) })} inputMode="decimal" />
      <TextField id="stu-height" label="ส่วนสูง (ซม.)" value={form.height} onChange={(v) => patch({ height: decimal(v) })} inputMode="decimal" />
      <TextField id="stu-temp1" label="อุณหภูมิ ครั้งที่ 1 (°C)" value={form.temp1} onChange={(v) => patch({ temp1: decimal(v) })} inputMode="decimal" />
      <TextField id="stu-temp2" label="อุณหภูมิ ครั้งที่ 2 (°C)" value={form.temp2} onChange={(v) => patch({ temp2: decimal(v) })} inputMode="decimal" />
      <SelectField
        id="stu-school"
        label="โรงเรียน"
        value={form.schoolKey}
        options={schools.map((s) => ({ value: s.schoolKey, label: s.schoolName }))}
        onChange={(v) => patch({ schoolKey: v, classYearName: '' })}
      />
      <SelectField id="stu-class" label="ชั้นเรียน" value={form.classYearName} options={classes} onChange={(v) => patch({ classYearName: v })} disabled={!school} />
    </div>
  );
}
