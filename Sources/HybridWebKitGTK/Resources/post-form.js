// Submits a POST form to `action` with `fields` ([[name, value], …]).
// Runs as the body of an async function; the values arrive as arguments,
// never as script source.
const form = document.createElement("form");
form.method = "POST";
form.action = action;
form.enctype = "application/x-www-form-urlencoded";
for (const [name, value] of fields) {
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  input.value = value;
  form.appendChild(input);
}
document.body.appendChild(form);
form.submit();
return true;
