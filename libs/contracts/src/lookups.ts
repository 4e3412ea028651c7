/** A dropdown option of the lookup lists (accounts §3): `{label, value}`. */
export interface Option {
  label: string;
  value: string;
}

/** Answer of every lookup list call. */
export interface LookupList<T extends Option = Option> {
  data: T[];
}

/** A district (อำเภอ, 'amphur' in the calls): 4-digit official code. */
export interface AmphurOption extends Option {
  provinceCode: string;
}

/** A sub-district (ตำบล, 'district' in the calls): 6-digit official code and its postcode. */
export interface SubDistrictOption extends Option {
  districtCode: string;
  amphurCode: string;
  zipcode: string;
}
