-- The folding of src/server/lib/folded-search.ts (lower case, Vietnamese diacritics dropped), as an immutable
-- function a stored column can use.
CREATE FUNCTION contacts_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(translate(value, 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))
$$;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (contacts_fold(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce('0' || substr(phone, 4), ''))) STORED;