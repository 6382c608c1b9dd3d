#!/usr/bin/env python3
"""Check AppleSDKDeclarations/WebKit/*.swift against WebKit's own headers.

Why: those Swift stand-ins let scripts/check-apple.sh type-check the WKWebView
adapter on Linux, but a declaration written from memory type-checks as well as
a right one. This compares every declaration there with the Objective-C
declaration it stands for, in the headers kept verbatim in
AppleSDKDeclarations/WebKitHeaders/ (where from: PROVENANCE.md there), or with
WebKit's Swift overlay (WebKitSwiftOverlay.swift) for Swift-only API.

Compared: the Swift name as the Swift importer derives it from the selector
(NS_SWIFT_NAME, first-argument label, the type-name words it prunes, `WK`
enumeration prefixes), parameter and result types with their optionality
(NS_ASSUME_NONNULL regions, nullable, null_unspecified, null_resettable, weak),
blocks as closures with their @MainActor (WK_SWIFT_UI_ACTOR), read-only or
settable, class or instance, main-actor isolation of classes and protocols,
enumeration cases and raw values, and availability: a declaration may not claim
an earlier iOS or macOS than the header, and one without @available claims the
package's minimum (Package.swift). Both platforms are checked, since the
headers' TARGET_OS_IPHONE branches and our HYBRID_APPKIT ones differ.

Where the derived name is not the one Swift uses, a declaration can say which
Objective-C declaration it stands for, on its own line or the line above:
    // objc: +[WKWebsiteDataStore defaultDataStore]      (or -[Class sel:], or Class.property)
and its parameters, types, optionality and availability are compared with that.

Usage: scripts/check-webkit-declarations.py [--self-test | --list]
(--list also prints which header declaration each Swift one was compared with.)
Standard library only; prints one line on success, one sentence a mismatch and
exits 1 otherwise.
"""
import bisect
import difflib
import os
import re
import sys
from itertools import product

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARATIONS = os.path.join(REPO, "AppleSDKDeclarations", "WebKit")
HEADERS = os.path.join(REPO, "AppleSDKDeclarations", "WebKitHeaders")
OVERLAY = "WebKitSwiftOverlay.swift"

# What is not WebKit API, and why it is not compared.
EXEMPT_FILES = {
    "Foundation.swift": "re-exports FoundationNetworking, where Linux keeps URLRequest, URLResponse and "
                        "HTTPCookie; declares no WebKit API",
    "KeyValueObserving.swift": "Foundation's Swift key-value observing (observe(_:options:changeHandler:)), "
                               "which Linux's Foundation lacks; Foundation API, not WebKit's",
}
# Stand-in names, resolved per platform wherever types are compared.
PLATFORM_ALIASES = {
    "_PlatformView": {"iOS": "UIView", "macOS": "NSView"},    # WKWebView's superclass in WKWebView.h
    "_PlatformImage": {"iOS": "UIImage", "macOS": "NSImage"},  # takeSnapshot's image in WKWebView.h
}
# Members a WebKit class has from a Foundation protocol its header adopts.
INHERITED = {
    ("WKDownload", "progress"): "NSProgressReporting",  # @interface WKDownload : NSObject<NSProgressReporting>
}
# Isolation the kept header does not show yet.
ISOLATION_EXCEPTIONS = {
    "WKWebsiteDataRecord": "the kept WKWebsiteDataRecord.h (commit f933c408) predates WebKit's marking the class "
                           "WK_SWIFT_UI_ACTOR; later versions of that header (with WKWebsiteDataTypeHashSalt) have it",
}

PLATFORMS = {
    "iOS": {"key": "ios", "os": "iOS", "flags": set(), "modules": {"UIKit"},
            "c": {"TARGET_OS_IPHONE": 1, "TARGET_OS_IOS": 1, "TARGET_OS_OSX": 0, "TARGET_OS_MACCATALYST": 0,
                  "TARGET_OS_VISION": 0, "TARGET_OS_TV": 0, "__IPHONE_OS_VERSION_MIN_REQUIRED": 160000,
                  "__swift__": 1, "OS_OBJECT_USE_OBJC": 1}},
    "macOS": {"key": "macos", "os": "macOS", "flags": {"HYBRID_APPKIT"}, "modules": {"AppKit"},
              "c": {"TARGET_OS_IPHONE": 0, "TARGET_OS_IOS": 0, "TARGET_OS_OSX": 1, "TARGET_OS_MACCATALYST": 0,
                    "TARGET_OS_VISION": 0, "TARGET_OS_TV": 0, "__MAC_OS_X_VERSION_MIN_REQUIRED": 130000,
                    "__swift__": 1, "OS_OBJECT_USE_OBJC": 1}},
}

# ---------------------------------------------------------------- text helpers


def take_group(s, open_="(", close=")"):
    """The text inside the bracket s starts with, and what follows it."""
    s = s.lstrip()
    if not s.startswith(open_):
        raise ValueError("expected %s in %r" % (open_, s[:60]))
    depth, quoted = 0, False
    for i, c in enumerate(s):
        if c == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return s[1:i], s[i + 1:]
    raise ValueError("unbalanced %r" % s[:60])


def split_top(s, sep=",", brackets="(<[{"):
    """s split at sep outside brackets and string literals."""
    closers = {"(": ")", "<": ">", "[": "]", "{": "}"}
    parts, depth, cur, quoted = [], 0, [], False
    for c in s:
        if c == '"':
            quoted = not quoted
        elif not quoted and c in brackets:
            depth += 1
        elif not quoted and c in [closers[b] for b in brackets]:
            depth -= 1
        if c == sep and depth == 0 and not quoted:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return parts


def words(s):
    """Camel-case words as the Swift importer splits them: loadHTMLString -> load, HTML, String."""
    ws = re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+\d*|[A-Z]+\d*|\d+", s)
    return ws if "".join(ws) == s else [s]


def lower_first(s):
    """URL -> url, UIDelegate -> uiDelegate, Frame -> frame."""
    m = re.match(r"[A-Z]+", s)
    if not m:
        return s
    run = m.group(0)
    if len(run) == len(s):
        return s.lower()
    if len(run) > 1 and s[len(run)].islower():
        run = run[:-1]
    return run.lower() + s[len(run):]


def prune(name, type_name):
    """name without its trailing words that repeat type_name's (omit-needless-words), or None."""
    if not name or not type_name:
        return None
    w, t = words(name), words(type_name)
    k = 0
    while k < len(w) and k < len(t):
        a, b = w[-1 - k].lower(), t[-1 - k].lower()
        if a == b:
            k += 1
        elif k == len(t) - 1 and b.endswith(a):  # the type's first word with its prefix: URL in WKURL
            k += 1
            break
        else:
            break
    return "".join(w[:len(w) - k]) if k else None


def version(s):
    return "TBA" if "TBA" in s else tuple(int(x) for x in s.strip().split("."))


def show_version(v):
    return v if isinstance(v, str) else ".".join(str(x) for x in v)


def evaluate(expr, values):
    """A preprocessor condition, its names looked up in values (absent: 0)."""
    e = expr.replace("&&", " and ").replace("||", " or ")
    e = re.sub(r"!(?!=)", " not ", e)
    e = re.sub(r"\b[A-Za-z_]\w*\b",
               lambda m: m.group(0) if m.group(0) in ("and", "or", "not") else str(int(values.get(m.group(0), 0))), e)
    return bool(eval(e, {"__builtins__": {}}, {}))  # noqa: S307 - digits and boolean operators only


def c_condition(defines):
    def ev(expr):
        e = re.sub(r"defined\s*\(\s*(\w+)\s*\)|defined\s+(\w+)",
                   lambda m: "1" if (m.group(1) or m.group(2)) in defines else "0", expr)
        e = re.sub(r"__has_include\s*\([^)]*\)", "1", e)
        e = re.sub(r"\b[A-Za-z_]\w*\s*\([^()]*\)", "0", e)
        return evaluate(e, defines)
    return ev


def swift_condition(platform):
    def ev(expr):
        e = re.sub(r"os\((\w+)\)", lambda m: "1" if m.group(1) == platform["os"] else "0", expr)
        e = re.sub(r"canImport\((\w+)\)", lambda m: "1" if m.group(1) in platform["modules"] else "0", e)
        return evaluate(e, {flag: 1 for flag in platform["flags"]})
    return ev


def preprocess(text, condition):
    """text with #if branches not taken, and every directive, blanked; lines kept."""
    out, stack, active = [], [], True
    for line in text.split("\n"):
        s = line.strip()
        m = re.match(r"#\s*(if|ifdef|ifndef|elif|elseif|else|endif)\b(.*)", s)
        if m:
            keyword, expr = m.group(1), m.group(2).strip()
            if keyword in ("if", "ifdef", "ifndef"):
                value = condition(expr) if keyword == "if" else condition("defined(%s)" % expr.split()[0])
                value = (not value) if keyword == "ifndef" else value
                stack.append([active, value])
                active = active and value
            elif keyword in ("elif", "elseif"):
                parent, taken = stack[-1]
                value = not taken and condition(expr)
                stack[-1][1] = taken or value
                active = parent and value
            elif keyword == "else":
                parent, taken = stack[-1]
                stack[-1][1] = True
                active = parent and not taken
            else:
                active = stack.pop()[0]
            out.append("")
        elif s.startswith("#"):
            out.append("")
        else:
            out.append(line if active else "")
    return "\n".join(out)


def strip_c_comments(text):
    """C comments as spaces, newlines kept, string literals left alone."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)

# ---------------------------------------------------------------- types
# A type is a tuple: ("named", name, generic arguments), ("array", element), ("dict", key, value),
# ("any", protocol), ("opt", wrapped), ("iuo", wrapped), ("tuple", elements) or
# ("closure", main actor, parameters, result, async, throws).


VOID = ("named", "Void", ())


def render(t):
    kind = t[0]
    if kind == "named":
        return t[1] + ("<%s>" % ", ".join(render(a) for a in t[2]) if t[2] else "")
    if kind == "array":
        return "[%s]" % render(t[1])
    if kind == "dict":
        return "[%s: %s]" % (render(t[1]), render(t[2]))
    if kind == "any":
        return "any " + render(t[1])
    if kind in ("opt", "iuo"):
        inner = render(t[1])
        if t[1][0] in ("any", "closure"):
            inner = "(%s)" % inner
        return inner + ("?" if kind == "opt" else "!")
    if kind == "tuple":
        return "(%s)" % ", ".join(render(e) for e in t[1])
    actor, params, result, is_async, throws = t[1:]
    return "%s(%s)%s%s -> %s" % ("@MainActor " if actor else "", ", ".join(render(p) for p in params),
                                 " async" if is_async else "", " throws" if throws else "", render(result))


BRIDGED = {"NSString": "String", "NSURL": "URL", "NSURLRequest": "URLRequest", "NSURLResponse": "URLResponse",
           "NSHTTPURLResponse": "HTTPURLResponse", "NSData": "Data", "NSDate": "Date", "NSHTTPCookie": "HTTPCookie",
           "NSUUID": "UUID", "NSURLAuthenticationChallenge": "URLAuthenticationChallenge",
           "NSURLCredential": "URLCredential", "NSProgress": "Progress"}
SCALARS = {"BOOL": "Bool", "NSInteger": "Int", "NSUInteger": "Int", "double": "Double", "float": "Float",
           "CGFloat": "CGFloat", "CGRect": "CGRect", "CGPoint": "CGPoint", "void": "Void", "IBAction": "Void",
           "NSURLSessionAuthChallengeDisposition": "URLSession.AuthChallengeDisposition"}
# Core Foundation types, imported without their `Ref` (and managed by Swift).
CF_TYPES = {"SecTrustRef": "SecTrust"}
NULLABLE = {"nullable", "_Nullable", "WK_NULLABLE_RESULT", "_Nullable_result"}
NONNULL = {"nonnull", "_Nonnull"}
UNSPECIFIED = {"null_unspecified", "_Null_unspecified"}
ACTORS = {"WK_SWIFT_UI_ACTOR", "NS_SWIFT_UI_ACTOR"}
QUALIFIERS = NULLABLE | NONNULL | UNSPECIFIED | ACTORS | {"const", "__kindof", "__strong", "__weak", "NS_NOESCAPE"}


def objc_tokens(text):
    return re.findall(r"\w+|\S", text)


def nullability(tokens):
    for t in tokens:
        if t in NULLABLE:
            return "nullable"
        if t in NONNULL:
            return "nonnull"
        if t in UNSPECIFIED:
            return "unspecified"
    return None


def wrap(node, null, pointer, ctx):
    if not pointer:
        return node
    if null is None:
        null = "unspecified" if ctx.get("resettable") or not ctx["nonnull"] else "nonnull"
    if ctx.get("weak") and null == "nonnull":
        null = "nullable"  # Swift's weak references are optional
    return node if null == "nonnull" else (("opt" if null == "nullable" else "iuo"), node)


def drop_parameter_name(text):
    tokens = objc_tokens(text)
    kept = [t for t in tokens if t not in QUALIFIERS]
    if len(kept) >= 2 and re.match(r"\w+$", kept[-1]) and kept[-2] != "<":
        last = len(tokens) - 1 - tokens[::-1].index(kept[-1])
        tokens = tokens[:last] + tokens[last + 1:]
    return " ".join(tokens)


def objc_type(text, ctx):
    """The Swift type the importer gives an Objective-C type."""
    text = text.strip()
    caret = re.search(r"\(\s*\^", text)
    plain = dict(ctx, weak=False, resettable=False)
    if caret:
        prefix = text[:caret.start()]
        inner, rest = take_group(text[caret.start():])
        parameters, _ = take_group(rest)
        tokens = objc_tokens(prefix + " " + inner)
        result = objc_type(" ".join(t for t in objc_tokens(prefix) if t not in QUALIFIERS), plain)
        texts = [p for p in split_top(parameters) if p.strip()]
        if len(texts) == 1 and texts[0].strip() == "void":
            texts = []
        node = ("closure", any(t in ACTORS for t in tokens),
                tuple(objc_type(drop_parameter_name(p), plain) for p in texts), result, False, False)
        return wrap(node, nullability(tokens), True, ctx)
    tokens = objc_tokens(text)
    null = nullability(tokens)
    tokens = [t for t in tokens if t not in QUALIFIERS]
    base, generics, i = tokens[0], [], 1
    if i < len(tokens) and tokens[i] == "<":
        depth, j = 0, i
        while True:
            depth += {"<": 1, ">": -1}.get(tokens[j], 0)
            if depth == 0:
                break
            j += 1
        generics = [g for g in split_top(" ".join(tokens[i + 1:j])) if g.strip()]
        i = j + 1
    pointer = "*" in tokens[i:] or base in ("id", "instancetype") or base.endswith("Ref")
    element = dict(plain, nonnull=True)
    if base == "id":
        node = ("any", ("named", " & ".join(g.strip() for g in generics), ())) if generics else ("named", "Any", ())
    elif base == "instancetype":
        node = ("named", ctx["cls"], ())
    elif base == "NSError":
        node = ("any", ("named", "Error", ()))
    elif base in ("NSArray", "NSMutableArray"):
        node = ("array", objc_type(generics[0], element) if generics else ("named", "Any", ()))
    elif base in ("NSSet", "NSMutableSet"):
        node = ("named", "Set", (objc_type(generics[0], element) if generics else ("named", "AnyHashable", ()),))
    elif base in ("NSDictionary", "NSMutableDictionary"):
        node = ("dict", objc_type(generics[0], element), objc_type(generics[1], element)) if generics else \
            ("dict", ("named", "AnyHashable", ()), ("named", "Any", ()))
    else:
        node = ("named", SCALARS.get(base) or BRIDGED.get(base) or CF_TYPES.get(base) or ctx["names"].get(base, base), ())
    return wrap(node, null, pointer, ctx)


def objc_type_name(text):
    """The type name the importer matches selector words against, or None for blocks and scalars."""
    if "^" in text:
        return None
    tokens = [t for t in objc_tokens(text) if t not in QUALIFIERS]
    base = tokens[0]
    inside = [t for t in tokens[1:] if re.match(r"\w+$", t)]
    if base == "id":
        return inside[0] if inside else "Object"
    if base in ("NSArray", "NSMutableArray"):
        return (inside[0] + "s") if inside else "Array"
    if base in ("NSSet", "NSMutableSet"):
        return "Set"
    if base in ("NSDictionary", "NSMutableDictionary"):
        return "Dictionary"
    return base


def normalize_named(name, args, aliases):
    for prefix in ("Swift.", "Foundation."):
        if name.startswith(prefix):
            name = name[len(prefix):]
    name = aliases.get(name, name)
    if name == "Error":
        return ("any", ("named", "Error", ()))
    return ("named", name, tuple(args))


def swift_type(tokens, aliases):
    tokens = [t for t in tokens if t != "\n"]
    node, i = _swift_type(tokens, 0, aliases)
    if i != len(tokens):
        raise ValueError("cannot read the type %s" % " ".join(tokens))
    return node


def _closing(tokens, i, open_, close):
    depth = 0
    for j in range(i, len(tokens)):
        depth += {open_: 1, close: -1}.get(tokens[j], 0)
        if depth == 0:
            return j
    raise ValueError("unbalanced type %s" % " ".join(tokens))


def _swift_type(p, i, aliases):
    attributes = set()
    while p[i] == "@":
        attributes.add(p[i + 1])
        i += 2
    if p[i] in ("any", "some"):
        inner, i = _swift_named(p, i + 1, aliases)
        node = ("any", inner) if inner[0] == "named" else inner
    elif p[i] == "(":
        j = _closing(p, i, "(", ")")
        elements = []
        for part in _split_tokens(p[i + 1:j]):
            colon = _top_index(part, ":")
            if colon is not None and colon <= 2:  # a closure parameter's labels
                part = part[colon + 1:]
            elements.append(swift_type(part, aliases))
        i = j + 1
        effects = set()
        while i < len(p) and p[i] in ("async", "throws"):
            effects.add(p[i])
            i += 1
        if i < len(p) and p[i] == "->":
            result, i = _swift_type(p, i + 1, aliases)
            node = ("closure", "MainActor" in attributes, tuple(elements), result, "async" in effects,
                    "throws" in effects)
        elif len(elements) == 1:
            node = elements[0]
        else:
            node = ("tuple", tuple(elements)) if elements else VOID
    elif p[i] == "[":
        j = _closing(p, i, "[", "]")
        inside = p[i + 1:j]
        colon = _top_index(inside, ":")
        node = ("dict", swift_type(inside[:colon], aliases), swift_type(inside[colon + 1:], aliases)) \
            if colon is not None else ("array", swift_type(inside, aliases))
        i = j + 1
    else:
        node, i = _swift_named(p, i, aliases)
    while i < len(p) and p[i] in ("?", "!"):
        node = ("opt" if p[i] == "?" else "iuo", node)
        i += 1
    return node, i


def _swift_named(p, i, aliases):
    name = p[i]
    i += 1
    while i + 1 < len(p) and p[i] == ".":
        name += "." + p[i + 1]
        i += 2
    args = []
    if i < len(p) and p[i] == "<":
        j = _closing(p, i, "<", ">")
        args = [swift_type(part, aliases) for part in _split_tokens(p[i + 1:j])]
        i = j + 1
    return normalize_named(name, args, aliases), i


def _split_tokens(tokens, sep=","):
    parts, depth, cur = [], 0, []
    for t in tokens:
        if t in ("(", "[", "<"):
            depth += 1
        elif t in (")", "]", ">"):
            depth -= 1
        if t == sep and depth == 0:
            parts.append(cur)
            cur = []
        elif t != "\n":
            cur.append(t)
    if cur:
        parts.append(cur)
    return parts


def _top_index(tokens, wanted):
    depth = 0
    for k, t in enumerate(tokens):
        if t in ("(", "[", "<"):
            depth += 1
        elif t in (")", "]", ">"):
            depth -= 1
        elif t == wanted and depth == 0:
            return k
    return None

# ---------------------------------------------------------------- headers


MACRO = re.compile(r"\b(?:WK|NS|API)_[A-Z0-9_]+\b")
AVAILABILITY = re.compile(r"\b(WK_API_AVAILABLE|API_AVAILABLE|WK_CLASS_AVAILABLE|WK_API_UNAVAILABLE|API_UNAVAILABLE|"
                          r"WK_API_DEPRECATED_WITH_REPLACEMENT|WK_API_DEPRECATED|API_DEPRECATED)\s*\(")
PLATFORM_NAMES = {"macos": "macOS", "macosx": "macOS", "ios": "iOS"}
PREPOSITIONS = {"with", "for", "in", "of", "by", "from", "to", "at", "on", "using", "since", "into", "as", "after",
                "before", "via", "within", "without", "during", "until", "about", "onto", "upon", "through", "under",
                "over", "against", "like"}


def availability(text):
    """{"iOS": (16, 4), "macOS": "unavailable", ...} from the availability macros in text."""
    found = {}
    for m in AVAILABILITY.finditer(text):
        inside, _ = take_group(text[m.end() - 1:])
        for part in split_top(inside):
            pm = re.match(r"\s*(\w+)\s*(?:\(([^)]*)\))?\s*$", part)
            platform = PLATFORM_NAMES.get(pm.group(1)) if pm else None
            if not platform:
                continue
            if "UNAVAILABLE" in m.group(1):
                found[platform] = "unavailable"
            elif pm.group(2):
                found[platform] = version(pm.group(2).split(",")[0])
    return found


def swift_name_macro(text, macro="NS_SWIFT_NAME"):
    m = re.search(r"\b%s\s*\(" % macro, text)
    return take_group(text[m.end() - 1:])[0].strip() if m else None


class Member:
    """A method or property of a header's class or protocol, with the Swift names it imports as."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def ref(self):
        if self.kind == "property":
            return "`%s.%s` (%s:%d)" % (self.owner, self.name, self.file, self.line)
        return "`%s[%s %s]` (%s:%d)" % ("+" if self.static else "-", self.owner, self.selector, self.file, self.line)


class Owner:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def method_names(m):
    """Every Swift name the importer can give the method (with or without pruned type words)."""
    if m.swift_name:
        return {m.swift_name.replace(" ", "")}
    prefix = "__" if m.refined else ""
    types = [objc_type_name(p) for p in m.param_texts]
    later = []
    for piece, t in zip(m.pieces[1:], types[1:]):
        options = {piece}
        pruned = prune(piece, t)
        if pruned:
            options.add(pruned)
        later.append(sorted(options))
    if m.init:
        if not m.pieces or m.selector == "init":
            return {"init()"}
        rest = m.pieces[0][4:]
        rest = rest[4:] if rest.startswith("With") else rest
        first = {lower_first(rest)}
        pruned = prune(rest, types[0])
        if pruned:
            first.add(lower_first(pruned))
        return {"init(%s)" % "".join(l + ":" for l in labels) for labels in product(sorted(first), *later)}
    if not m.param_texts:
        bases = {m.pieces[0]}
        pruned = prune(m.pieces[0], m.return_type_name)
        if pruned:
            bases.add(pruned)
        return {prefix + b + "()" for b in bases}
    firsts = {(m.pieces[0], "_")}
    pruned = prune(m.pieces[0], types[0])
    if pruned:
        firsts.add((pruned, "_"))
    w = words(m.pieces[0])
    for i in range(1, len(w)):
        if w[i].lower() in PREPOSITIONS:
            base, label = "".join(w[:i]), lower_first("".join(w[i:]))
            firsts.add((base, label))
            firsts.add((base, prune(label, types[0]) or "_"))
            # A split at "With" drops the vacuous preposition when words follow it:
            # pauseAllMediaPlaybackWithCompletionHandler: is pauseAllMediaPlayback(completionHandler:).
            if w[i] == "With" and i + 1 < len(w):
                firsts.add((base, lower_first("".join(w[i + 1:]))))
    names = set()
    for base, label in firsts:
        for labels in product(*later):
            names.add("%s%s(%s)" % (prefix, base, "".join(l + ":" for l in (label,) + labels)))
    return names


def property_names(p):
    if p.swift_name:
        return {p.swift_name}
    name = p.getter if p.getter and p.type == ("named", "Bool", ()) else p.name
    names = {lower_first(name)}
    pruned = prune(name, p.type_name)
    if pruned:
        names.add(lower_first(pruned))
    return {("__" if p.refined else "") + n for n in names}


class Headers:
    """One platform's view of the kept headers: classes, protocols, enumerations, constants, overlay."""

    def __init__(self, files, platform):
        self.classes, self.protocols, self.enums, self.constants, self.overlay = {}, {}, {}, {}, {}
        self.names = {}
        texts = {}
        for name, text in files.items():
            if name.endswith(".h"):
                texts[name] = preprocess(strip_c_comments(text), c_condition(platform["c"]))
        for name, text in texts.items():
            self._enums(name, text)
        for name, text in texts.items():
            self._blocks(name, text)
        self._overlay(files[OVERLAY], platform)

    def _enums(self, file, text):
        starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        pattern = r'typedef\s+NS_(ENUM|OPTIONS)\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*\{(.*?)\}((?:[^;"]|"[^"]*")*);'
        for m in re.finditer(pattern, text, re.S):
            options, raw, name, body, tail = m.group(1) == "OPTIONS", m.group(2), m.group(3), m.group(4), m.group(5)
            swift = swift_name_macro(tail) or name
            self.names[name] = swift
            cases, value = [], -1
            for part in split_top(body, brackets="([{"):
                part = part.strip()
                if not part:
                    continue
                case = re.match(r"\w+", part).group(0)
                rest = part[len(case):].strip()
                macro = MACRO.search(rest)
                expr = (rest[:macro.start()] if macro else rest).strip()
                if not expr and "=" in rest:  # `Case MACRO(...) = value`: the value follows the macro
                    expr = rest[rest.rindex("="):].strip()
                expr = expr[1:].strip() if expr.startswith("=") else ""
                earlier = {c[0]: c[1] for c in cases}
                if expr in earlier:  # an alias of an earlier case
                    value = earlier[expr]
                elif expr in ("NSUIntegerMax", "NSIntegerMax"):
                    value = "max"
                elif expr:
                    value = eval(expr, {"__builtins__": {}}, {})  # noqa: S307 - integer literals and shifts
                else:
                    value = value + 1
                cases.append((case, value, availability(rest)))
            names = [name] + [c[0] for c in cases]
            # The prefix Swift drops: the words the enumeration's name and all its cases share (Type and Types alike).
            ws = [words(n) for n in names]
            same = lambda a, b: a == b or a + "s" == b or a == b + "s"  # noqa: E731
            k, limit = 0, min(min(len(w) for w in ws[1:]) - 1, len(ws[0]))
            while k < limit and all(same(w[k], ws[0][k]) for w in ws[1:]):
                k += 1
            self.enums[swift] = Owner(
                name=swift, objc=name, options=options, raw="UInt" if raw == "NSUInteger" else "Int",
                file=file, line=bisect.bisect_right(starts, m.start()), avail=availability(tail),
                cases={lower_first("".join(words(c[0])[k:])): (c[1], c[2]) for c in cases})

    def _blocks(self, file, text):
        starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        line = lambda pos: bisect.bisect_right(starts, pos)  # noqa: E731
        regions, opened = [], None
        for m in re.finditer(r"NS_ASSUME_NONNULL_(BEGIN|END)", text):
            if m.group(1) == "BEGIN":
                opened = m.end()
            elif opened is not None:
                regions.append((opened, m.start()))
                opened = None
        if opened is not None:
            regions.append((opened, len(text)))
        nonnull = lambda pos: any(a <= pos < b for a, b in regions)  # noqa: E731
        outside = list(text)
        pattern = (r"@interface\s+(\w+)\s*(?:\(\s*(\w*)\s*\))?\s*(?::\s*(\w+))?\s*(?:<([^>]*)>)?"
                   r"|@protocol\s+(\w+)\s*(?:<([^>]*)>)?")
        for m in re.finditer(pattern, text):
            if m.group(5) and re.match(r"\s*[;,]", text[m.end():]):
                continue  # a forward declaration
            end = text.find("@end", m.end())
            before = max(text.rfind(";", 0, m.start()), text.rfind("@end", 0, m.start()), text.rfind("}", 0, m.start()))
            prefix = text[before + 1:m.start()]
            for k in range(m.start(), end + 4):
                if outside[k] != "\n":
                    outside[k] = " "
            if m.group(5):
                owner = self.protocols.setdefault(m.group(5), Owner(
                    kind="protocol", name=m.group(5), file=file, line=line(m.start()), members=[],
                    inherits=[p.strip() for p in (m.group(6) or "").split(",") if p.strip()],
                    actor=any(a in prefix for a in ACTORS), avail=availability(prefix)))
                owner_avail = owner.avail
            elif m.group(2) is not None:  # a category
                owner = self.classes.get(m.group(1))
                if owner is None:
                    continue
                owner_avail = dict(owner.avail, **availability(prefix))
                owner.protocols += [p.strip() for p in (m.group(4) or "").split(",") if p.strip()]
            else:
                owner = self.classes.setdefault(m.group(1), Owner(
                    kind="class", name=m.group(1), superclass=m.group(3), file=file, line=line(m.start()),
                    members=[], protocols=[p.strip() for p in (m.group(4) or "").split(",") if p.strip()],
                    actor=any(a in prefix for a in ACTORS), avail=availability(prefix)))
                owner_avail = owner.avail
            optional = False
            body_start = m.end()
            for statement, offset in self._statements(text[body_start:end], body_start):
                s = statement.strip()
                pos = offset + len(statement) - len(statement.lstrip())
                while s.startswith("@optional") or s.startswith("@required"):
                    optional = s.startswith("@optional")
                    s = s[9:].strip()
                    pos = text.find(s[:20], pos) if s else pos
                if not s or s.startswith("typedef"):
                    continue
                ctx = {"nonnull": nonnull(pos), "cls": owner.name, "names": self.names}
                member = self._property(s, ctx) if s.startswith("@property") else \
                    self._method(s, ctx) if s[0] in "-+" else None
                if member:
                    member.__dict__.update(owner=owner.name, file=file, line=line(pos), optional=optional,
                                           owner_avail=owner_avail)
                    owner.members.append(member)
        rest = "".join(outside)
        for statement, offset in self._statements(rest, 0):
            if "WK_EXTERN" in statement:
                s = statement[statement.find("WK_EXTERN") + len("WK_EXTERN"):].strip()
                m = MACRO.search(s)
                decl, tail = (s[:m.start()], s[m.start():]) if m else (s, "")
                nm = re.search(r"(\w+)\s*$", decl)
                pos = offset + statement.find(nm.group(1))
                self.constants[nm.group(1)] = Owner(
                    name=nm.group(1), file=file, line=line(pos), avail=availability(tail),
                    type=objc_type(decl[:nm.start()], {"nonnull": nonnull(pos), "cls": None, "names": self.names}))

    @staticmethod
    def _statements(text, base):
        out, depth, start, quoted = [], 0, 0, False
        for i, c in enumerate(text):
            if c == '"':
                quoted = not quoted
            elif quoted:
                continue
            elif c in "({":
                depth += 1
            elif c in ")}":
                depth -= 1
            elif c == ";" and depth == 0:
                out.append((text[start:i], base + start))
                start = i + 1
        out.append((text[start:], base + start))
        return out

    def _property(self, s, ctx):
        rest = s[len("@property"):].strip()
        attributes = []
        if rest.startswith("("):
            inside, rest = take_group(rest)
            attributes = [a.strip() for a in inside.split(",")]
        m = MACRO.search(rest)
        decl, tail = (rest[:m.start()], rest[m.start():]) if m else (rest, "")
        nm = re.search(r"(\w+)\s*$", decl)
        type_text = decl[:nm.start()]
        for a in ("nullable", "nonnull", "null_unspecified"):
            if a in attributes:
                type_text = a + " " + type_text
        ctx = dict(ctx, weak="weak" in attributes, resettable="null_resettable" in attributes)
        getter = next((a.split("=", 1)[1].strip() for a in attributes if a.startswith("getter")), None)
        return Member(kind="property", name=nm.group(1), getter=getter, type=objc_type(type_text, ctx),
                      type_name=objc_type_name(type_text), readonly="readonly" in attributes,
                      static="class" in attributes, weak="weak" in attributes, swift_name=swift_name_macro(tail),
                      refined="NS_REFINED_FOR_SWIFT" in tail, avail=availability(tail))

    def _method(self, s, ctx):
        static = s[0] == "+"
        ret, rest = take_group(s[1:])
        m = re.match(r"\s*(\w+)", rest)
        name, rest = m.group(1), rest[m.end():]
        pieces, texts = [], []
        if rest.lstrip().startswith(":"):
            while True:
                rest = rest.lstrip()[1:]
                ptype, rest = take_group(rest)
                rest = rest[re.match(r"\s*\w+", rest).end():]
                pieces.append(name)
                texts.append(ptype)
                nxt = re.match(r"\s*(\w+)\s*:", rest)
                if not nxt:
                    break
                name, rest = nxt.group(1), rest[nxt.end() - 1:]
            selector = "".join(p + ":" for p in pieces)
        else:
            pieces, selector = [name], name
        init = pieces[0].startswith("init") and (len(pieces[0]) == 4 or pieces[0][4].isupper())
        return Member(kind="method", selector=selector, pieces=pieces, param_texts=texts, static=static,
                      params=[objc_type(t, ctx) for t in texts], result=objc_type(ret, ctx),
                      return_type_name=objc_type_name(ret) if "instancetype" not in ret else ctx["cls"],
                      init=init, failable="nullable" in ret or "_Nullable" in ret,
                      unavailable="NS_UNAVAILABLE" in rest, swift_name=swift_name_macro(rest),
                      refined="NS_REFINED_FOR_SWIFT" in rest, avail=availability(rest))

    def _overlay(self, text, platform):
        for decl in parse_swift(text, platform, OVERLAY, {})[0]:
            if decl["kind"] == "extension":
                for member in decl["members"]:
                    member["owner_avail"] = decl["avail"]
                    self.overlay.setdefault(decl["name"], []).append(member)

# ---------------------------------------------------------------- Swift declarations


SWIFT_TOKEN = re.compile(r'(?P<nl>\n)|(?P<ws>[ \t\r]+)|(?P<lc>//[^\n]*)|(?P<bc>/\*.*?\*/)|(?P<str>"(?:\\.|[^"\\\n])*")'
                         r"|(?P<bt>`\w+`)|(?P<id>[A-Za-z_]\w*)|(?P<num>\d[\d_]*(?:\.\d+)*)|(?P<arrow>->)|(?P<op>\S)",
                         re.S)
MODIFIERS = {"open", "public", "internal", "private", "fileprivate", "package", "weak", "unowned", "nonisolated",
             "override", "required", "final", "convenience", "static", "dynamic", "lazy", "mutating", "optional"}


def parse_swift(text, platform, path, aliases):
    """Top-level declarations of a Swift file as seen on a platform, and its `// objc:` notes by line."""
    tokens, notes, line = [], {}, 1
    for m in SWIFT_TOKEN.finditer(preprocess(text, swift_condition(platform))):
        kind, value = m.lastgroup, m.group(0)
        if kind == "nl":
            tokens.append(("\n", line))
            line += 1
        elif kind == "lc":
            note = re.match(r"//\s*objc:\s*(.+?)\s*$", value)
            if note:  # standalone: on a line of its own, so it is about the declaration below
                notes[line] = (note.group(1), not tokens or tokens[-1][0] == "\n")
        elif kind == "bc":
            line += value.count("\n")
        elif kind == "bt":
            tokens.append((value[1:-1], line))
        elif kind != "ws":
            tokens.append((value, line))
    return SwiftParser(tokens, path, aliases).members(False), notes


class SwiftParser:
    def __init__(self, tokens, path, aliases):
        self.t, self.i, self.path, self.aliases = tokens, 0, path, aliases

    def peek(self, k=0):
        j = self.i + k
        return self.t[j][0] if j < len(self.t) else None

    def line(self):
        return self.t[self.i][1] if self.i < len(self.t) else 0

    def next(self):
        self.i += 1
        return self.t[self.i - 1][0]

    def group(self, open_, close):
        """Tokens inside the bracket at the cursor, newlines dropped; the cursor moves past it."""
        depth, out = 0, []
        while True:
            v = self.next()
            if v == open_:
                depth += 1
                if depth == 1:
                    continue
            elif v == close:
                depth -= 1
                if depth == 0:
                    return out
            if v != "\n":
                out.append(v)

    def until(self, stops):
        depth, out = 0, []
        while self.peek() is not None:
            v = self.peek()
            if depth == 0 and v in stops:
                break
            depth += 1 if v in ("(", "[", "<") else -1 if v in (")", "]", ">") else 0
            out.append(self.next())
        return out

    def members(self, in_braces):
        decls, attributes, modifiers, first = [], [], set(), None
        while self.peek() is not None:
            v = self.peek()
            if v in ("\n", ";"):
                self.i += 1
                continue
            if v == "}":
                self.i += 1
                if in_braces:
                    return decls
                continue
            if first is None:
                first = self.line()
            if v == "@":
                self.i += 1
                name = self.next()
                args = self.group("(", ")") if self.peek() == "(" else None
                attributes.append((name, args))
                continue
            if v == "class" and self.peek(1) in ("var", "func", "let"):
                modifiers.add("class")
                self.i += 1
                continue
            if v in MODIFIERS:
                modifiers.add(v)
                self.i += 1
                continue
            line = self.line()
            found = []
            if v == "import":
                self.until({"\n"})
            elif v in ("class", "protocol", "enum", "struct", "extension"):
                found = [self.type_declaration(v)]
            elif v == "typealias":
                self.i += 1
                name = self.next()
                self.i += 1
                found = [{"kind": "typealias", "name": name, "target": self.until({"\n", "}"})}]
            elif v in ("var", "let"):
                found = [self.variable(v)]
            elif v == "func":
                found = [self.function()]
            elif v == "init":
                found = [self.initializer()]
            elif v == "case":
                found = self.cases()
            else:
                self.i += 1
            for d in found:
                d.update(path=self.path, line=d.get("line", line), first=first, modifiers=modifiers,
                         attributes=attributes, actor=any(a[0] == "MainActor" for a in attributes),
                         avail=swift_availability(attributes))
                decls.append(d)
            attributes, modifiers, first = [], set(), None
        return decls

    def type_declaration(self, kind):
        self.i += 1
        name = self.next()
        while self.peek() == ".":
            self.i += 1
            name += "." + self.next()
        if self.peek() == "<":
            self.group("<", ">")
        inherits = []
        if self.peek() == ":":
            self.i += 1
            inherits = [part[-1] for part in _split_tokens(self.until({"{", "where"})) if part]
        self.until({"{"})
        self.i += 1
        return {"kind": kind, "name": name, "inherits": inherits, "members": self.members(True)}

    def variable(self, keyword):
        self.i += 1
        name = self.next()
        decl = {"kind": "var", "name": name, "let": keyword == "let", "type": None, "init": None}
        if self.peek() == ":":
            self.i += 1
            decl["type"] = swift_type(self.until({"{", "=", "\n", "}"}), self.aliases)
        if self.peek() == "=":
            self.i += 1
            decl["init"] = self.until({"\n", "}"})
        if self.peek() == "{":
            body = self.group("{", "}")
            decl["settable"] = "set" in body
        else:
            decl["settable"] = keyword == "var"
        if decl["type"] is None and decl["init"] and decl["init"][0].startswith('"'):
            decl["type"] = ("named", "String", ())
        return decl

    def parameters(self):
        params = []
        for part in _split_tokens(self.group("(", ")")):
            colon = _top_index(part, ":")
            names = part[:colon]
            equals = _top_index(part[colon + 1:], "=")
            type_tokens = part[colon + 1:] if equals is None else part[colon + 1:colon + 1 + equals]
            params.append({"label": names[0], "name": names[-1], "type": swift_type(type_tokens, self.aliases),
                           "default": None if equals is None else " ".join(part[colon + 2 + equals:])})
        return params

    def effects(self, decl):
        while self.peek() in ("async", "throws", "rethrows"):
            decl[self.next()] = True
        if self.peek() == "->":
            self.i += 1
            decl["result"] = swift_type(self.until({"{", "\n", "where", "}"}), self.aliases)
        self.until({"{", "\n", "}"})
        if self.peek() == "{":
            self.group("{", "}")
        return decl

    def function(self):
        self.i += 1
        name = self.next()
        if self.peek() == "<":
            self.group("<", ">")
        decl = {"kind": "func", "name": name, "result": None, "async": False, "throws": False}
        decl["params"] = self.parameters()
        return self.effects(decl)

    def initializer(self):
        self.i += 1
        decl = {"kind": "init", "name": "init", "failable": None, "result": None, "async": False, "throws": False}
        if self.peek() in ("?", "!"):
            decl["failable"] = self.next()
        decl["params"] = self.parameters()
        return self.effects(decl)

    def cases(self):
        line = self.line()
        self.i += 1
        out = []
        for part in _split_tokens(self.until({"\n", "}"})):
            value = "".join(part[2:]) if len(part) > 2 and part[1] == "=" else None
            out.append({"kind": "case", "name": part[0], "value": value, "line": line})
        return out


def swift_availability(attributes):
    found = {}
    for name, args in attributes:
        if name == "available" and args:
            for part in _split_tokens(args):
                if len(part) == 2 and part[0] in ("iOS", "macOS") and re.match(r"[\d.]+$", part[1]):
                    found[part[0]] = version(part[1])
    return found


def full_name(d):
    if d["kind"] in ("func", "init"):
        return "%s(%s)" % (d["name"], "".join(p["label"] + ":" for p in d["params"]))
    return d["name"]

# ---------------------------------------------------------------- comparison


class Check:
    """One platform's comparison of the Swift declarations with the headers."""

    def __init__(self, name, headers, floor, swift_files):
        self.platform, self.headers, self.floor = name, headers, floor
        self.aliases = {alias: targets[name] for alias, targets in PLATFORM_ALIASES.items()}
        self.problems, self.checked, self.matches = [], set(), []
        for path, text in sorted(swift_files.items()):
            if os.path.basename(path) in EXEMPT_FILES:
                continue
            decls, self.notes = parse_swift(text, PLATFORMS[name], path, self.aliases)
            for d in decls:
                self.top(d)

    def problem(self, d, what, message):
        self.problems.append(("%s:%d" % (d["path"], d["line"]), what, message))

    def note(self, d):
        """The `// objc:` note at the end of the declaration's lines, or on the line above it."""
        for line, standalone_only in ((d["line"], False), (d["first"], False), (d["first"] - 1, True),
                                      (d["line"] - 1, True)):
            if line in self.notes and (self.notes[line][1] or not standalone_only):
                return self.notes[line][0]
        return None

    def availability(self, d, what, swift, header):
        h = header.get(self.platform)
        s = swift.get(self.platform)
        if h is None:
            return
        if h == "unavailable":
            self.problem(d, what, "the header makes it unavailable on %s" % self.platform)
        elif h == "TBA":
            self.problem(d, what, "the header has it on %s only as to be announced (TBA)" % self.platform)
        elif s is None and self.floor[self.platform] < h:
            self.problem(d, what, "it has no @available, so it claims %s %s (the package's minimum), but the header "
                         "has it from %s %s" % (self.platform, show_version(self.floor[self.platform]),
                                                 self.platform, show_version(h)))
        elif s is not None and s < h:
            self.problem(d, what, "@available says %s %s but the header has it from %s %s"
                         % (self.platform, show_version(s), self.platform, show_version(h)))

    def top(self, d):
        kind, name = d["kind"], d["name"]
        if kind == "typealias":
            if name not in PLATFORM_ALIASES:
                self.problem(d, name, "a typealias WebKit's headers do not declare")
            return
        self.checked.add((d["path"], d["line"], name))
        if kind == "extension":
            owner = self.headers.classes.get(name) or self.headers.protocols.get(name)
            if owner is None:
                self.problem(d, name, "extends a type the headers do not declare")
                return
            for member in d["members"]:
                self.member(member, owner, d["avail"])
        elif kind == "class":
            self.declared_class(d)
        elif kind == "protocol":
            self.declared_protocol(d)
        elif kind == "enum":
            self.enumeration(d)
        elif kind == "struct" and "OptionSet" in d["inherits"]:
            self.option_set(d)
        elif kind == "var" and name in self.headers.constants:
            c = self.headers.constants[name]
            if d["type"] != c.type:
                self.problem(d, name, "is %s in Swift but %s in %s:%d" % (render(d["type"]), render(c.type),
                                                                            c.file, c.line))
            self.availability(d, name, d["avail"], c.avail)
        else:
            self.problem(d, name, "declared in Swift but not in the WebKit headers")

    def declared_class(self, d):
        name = d["name"]
        h = self.headers.classes.get(name)
        if h is None:
            self.problem(d, name, "no @interface %s in the headers" % name)
            return
        superclass = self.aliases.get(d["inherits"][0], d["inherits"][0]) if d["inherits"] else None
        if superclass != h.superclass:
            self.problem(d, name, "subclasses %s in Swift but %s in %s:%d" % (superclass, h.superclass, h.file, h.line))
        if d["actor"] != h.actor and name not in ISOLATION_EXCEPTIONS:
            self.problem(d, name, "is %s in Swift but %s in %s:%d" % (
                "@MainActor" if d["actor"] else "not main-actor isolated",
                "WK_SWIFT_UI_ACTOR" if h.actor else "not WK_SWIFT_UI_ACTOR", h.file, h.line))
        self.availability(d, name, d["avail"], h.avail)
        for member in d["members"]:
            self.member(member, h, d["avail"])

    def declared_protocol(self, d):
        name = d["name"]
        h = self.headers.protocols.get(name)
        if h is None:
            self.problem(d, name, "no @protocol %s in the headers" % name)
            return
        if ("NSObjectProtocol" in d["inherits"]) != ("NSObject" in h.inherits):
            self.problem(d, name, "inherits %s in Swift, <%s> in %s:%d" % (
                ", ".join(d["inherits"]) or "nothing", ", ".join(h.inherits), h.file, h.line))
        if d["actor"] != h.actor:
            self.problem(d, name, "is %s in Swift but %s in %s:%d" % (
                "@MainActor" if d["actor"] else "not main-actor isolated",
                "WK_SWIFT_UI_ACTOR" if h.actor else "not WK_SWIFT_UI_ACTOR", h.file, h.line))
        self.availability(d, name, d["avail"], h.avail)
        for member in d["members"]:
            self.member(member, h, d["avail"])

    def enumeration(self, d):
        name = d["name"]
        h = self.headers.enums.get(name)
        if h is None or h.options:
            self.problem(d, name, "no NS_ENUM imported as %s in the headers" % name)
            return
        raw = d["inherits"][0] if d["inherits"] else None
        if raw != h.raw:
            self.problem(d, name, "has raw type %s in Swift but %s in %s:%d" % (raw, h.raw, h.file, h.line))
        self.availability(d, name, d["avail"], h.avail)
        value, seen = -1, set()
        for case in d["members"]:
            what = "%s.%s" % (name, case["name"])
            if case["kind"] != "case":
                self.problem(case, what, "an imported enumeration has cases only; the headers declare no %s"
                             % case["name"])
                continue
            self.checked.add((case["path"], case["line"], what))
            value = int(case["value"]) if case["value"] is not None else value + 1
            seen.add(case["name"])
            if case["name"] not in h.cases:
                self.problem(case, what, "no such case in %s:%d (cases: %s)" % (h.file, h.line, ", ".join(h.cases)))
                continue
            header_value, header_avail = h.cases[case["name"]]
            if value != header_value:
                self.problem(case, what, "raw value %s in Swift, %s in %s:%d" % (value, header_value, h.file, h.line))
            self.availability(case, what, dict(d["avail"], **case["avail"]), dict(h.avail, **header_avail))
        missing = [c for c in h.cases if c not in seen]
        if missing:
            self.problem(d, name, "misses the header's case%s %s (%s:%d)" % (
                "s" if len(missing) > 1 else "", ", ".join(missing), h.file, h.line))

    def option_set(self, d):
        name = d["name"]
        h = self.headers.enums.get(name)
        if h is None or not h.options:
            self.problem(d, name, "no NS_OPTIONS imported as %s in the headers" % name)
            return
        self.availability(d, name, d["avail"], h.avail)
        for member in d["members"]:
            what = "%s.%s" % (name, member["name"])
            self.checked.add((member["path"], member["line"], what))
            if member["kind"] == "init" or member["name"] == "rawValue":
                raw = member["params"][0]["type"] if member["kind"] == "init" else member["type"]
                if raw != ("named", h.raw, ()):
                    self.problem(member, what, "raw value is %s in Swift, %s in %s:%d" % (render(raw), h.raw,
                                                                                          h.file, h.line))
                continue
            if member["name"] not in h.cases:
                self.problem(member, what, "no such option in %s:%d" % (h.file, h.line))
                continue
            init = member["init"] or []
            at = init.index("rawValue") if "rawValue" in init else None
            value = "".join(init[at + 2:-1]) if at is not None else None
            header_value = h.cases[member["name"]][0]
            if value != ("UInt.max" if header_value == "max" else str(header_value)):
                self.problem(member, what, "raw value %s in Swift, %s in %s:%d" % (value, header_value, h.file, h.line))
            self.availability(member, what, dict(d["avail"], **member["avail"]),
                              dict(h.avail, **h.cases[member["name"]][1]))

    def member(self, m, owner, owner_avail):
        what = "%s.%s" % (owner.name, full_name(m))
        self.checked.add((m["path"], m["line"], what))
        if (owner.name, m["name"]) in INHERITED:
            adopted = INHERITED[(owner.name, m["name"])]
            if adopted not in getattr(owner, "protocols", []):
                self.problem(m, what, "comes from %s, which the header's %s does not adopt" % (adopted, owner.name))
            return
        static = bool({"class", "static"} & m["modifiers"])
        swift_avail = dict(owner_avail, **m["avail"])
        if m["kind"] == "init" and not m["params"]:
            unavailable = [x for x in owner.members if x.kind == "method" and x.selector == "init" and x.unavailable]
            if unavailable:
                self.problem(m, what, "the header makes init unavailable (%s)" % unavailable[0].ref())
            elif owner.kind != "class" or owner.superclass != "NSObject":
                self.problem(m, what, "no init() in the headers and %s is not an NSObject subclass" % owner.name)
            return
        overlay = [o for o in self.headers.overlay.get(owner.name, []) if full_name(o) == full_name(m)
                   and o["kind"] == m["kind"]]
        if overlay:
            self.overlay_member(m, what, overlay, swift_avail)
            return
        note = self.note(m)
        if note:
            candidates = self.annotated(m, what, owner, note)
            if candidates is None:
                return
        else:
            name = full_name(m)
            candidates = [x for x in owner.members
                          if (x.kind == "property") == (m["kind"] == "var")
                          and name in (property_names(x) if x.kind == "property" else method_names(x))]
        if not candidates:
            names = {}
            for x in owner.members:
                for n in (property_names(x) if x.kind == "property" else method_names(x)):
                    names.setdefault(n, x.ref())
            near = difflib.get_close_matches(full_name(m), list(names), n=2, cutoff=0.6)
            self.problem(m, what, "no declaration in %s's headers imports into Swift as %s%s" % (
                owner.name, full_name(m), "; nearest: " + " or ".join("%s from %s" % (n, names[n]) for n in near)
                if near else ""))
            return
        results = [(self.differences(m, x, static), x) for x in candidates]
        results.sort(key=lambda r: len(r[0]))
        differences, x = results[0]
        self.matches.append((m, what, x.ref()))
        for difference in differences:
            self.problem(m, what, "%s (%s)" % (difference, x.ref()))
        self.availability(m, what, swift_avail, dict(x.owner_avail, **x.avail))

    def annotated(self, m, what, owner, note):
        pm = re.match(r"([-+])\[(\w+)\s+([\w:]+)\]$", note)
        pp = re.match(r"(\w+)\.(\w+)$", note)
        if not (pm or pp) or (pm or pp).group(2 if pm else 1) != owner.name:
            self.problem(m, what, "the note `// objc: %s` names no member of %s (write -[%s sel:] or %s.property)"
                         % (note, owner.name, owner.name, owner.name))
            return None
        if pm:
            found = [x for x in owner.members if x.kind == "method" and x.selector == pm.group(3)
                     and x.static == (pm.group(1) == "+")]
        else:
            found = [x for x in owner.members if x.kind == "property" and x.name == pp.group(2)]
        if not found:
            self.problem(m, what, "the note `// objc: %s` names a declaration the headers do not have" % note)
            return None
        return found

    def differences(self, m, x, static):
        out = []
        # A class factory method that returns its own class (+dataStoreForIdentifier:)
        # imports into Swift as a convenience initializer: an init there, a class method here.
        factory = m["kind"] == "init" and x.kind == "method" and x.static and x.return_type_name == x.owner
        if static != x.static and not factory:
            out.append("%s in Swift but %s in the header" % ("class" if static else "instance",
                                                              "class" if x.static else "instance"))
        if x.kind == "property":
            if m["kind"] != "var":
                return out + ["a %s in Swift but a property in the header" % m["kind"]]
            if m["type"] != x.type:
                out.append("type %s in Swift but %s in the header" % (render(m["type"]), render(x.type)))
            if m["settable"] == x.readonly:
                out.append("%s in Swift but %s in the header" % ("settable" if m["settable"] else "read-only",
                                                                  "read-only" if x.readonly else "settable"))
            if ("weak" in m["modifiers"]) != x.weak:
                out.append("%sweak in Swift but %sweak in the header" % ("" if "weak" in m["modifiers"] else "not ",
                                                                       "" if x.weak else "not "))
            return out
        if m["kind"] == "var":
            return out + ["a property in Swift but a method in the header"]
        if len(m["params"]) != len(x.params):
            return out + ["%d parameters in Swift, %d in the header" % (len(m["params"]), len(x.params))]
        for k, (p, h) in enumerate(zip(m["params"], x.params)):
            if p["type"] != h:
                out.append("parameter %d (%s) is %s in Swift but %s in the header" % (
                    k + 1, p["name"], render(p["type"]), render(h)))
        if m["kind"] == "init":
            if bool(m["failable"]) != x.failable:
                out.append("%s in Swift but %s in the header" % ("failable" if m["failable"] else "not failable",
                                                                  "nullable" if x.failable else "non-null"))
        else:
            result = m["result"] or VOID
            if result != x.result:
                out.append("returns %s in Swift but %s in the header" % (render(result), render(x.result)))
        if m["async"] or m["throws"]:
            out.append("async or throws in Swift, a completion handler in the header")
        return out

    def overlay_member(self, m, what, overlay, swift_avail):
        best = None
        for o in overlay:
            out = []
            for k, (p, q) in enumerate(zip(m["params"], o["params"])):
                if p["type"] != q["type"]:
                    out.append("parameter %d (%s) is %s in Swift but %s in the overlay" % (
                        k + 1, p["name"], render(p["type"]), render(q["type"])))
                if p["default"] != q["default"]:
                    out.append("parameter %d (%s) defaults to %s in Swift but %s in the overlay" % (
                        k + 1, p["name"], p["default"], q["default"]))
            if (m["result"] or VOID) != (o["result"] or VOID):
                out.append("returns %s in Swift but %s in the overlay" % (render(m["result"] or VOID),
                                                                         render(o["result"] or VOID)))
            for effect in ("async", "throws"):
                if bool(m.get(effect)) != bool(o.get(effect)):
                    out.append("%s%s in Swift but %s%s in the overlay" % (
                        "" if m.get(effect) else "not ", effect, "" if o.get(effect) else "not ", effect))
            if best is None or len(out) < len(best[0]):
                best = (out, o)
        out, o = best
        where = "%s:%d" % (OVERLAY, o["line"])
        self.matches.append((m, what, "`%s` (%s)" % (full_name(o), where)))
        for difference in out:
            self.problem(m, what, "%s (%s)" % (difference, where))
        self.availability(m, what, swift_avail, dict(o["owner_avail"], **o["avail"]))

# ---------------------------------------------------------------- running


def read_files(directory, suffixes):
    return {os.path.join(directory, n): open(os.path.join(directory, n), encoding="utf-8").read()
            for n in sorted(os.listdir(directory)) if n.endswith(suffixes)}


def provenance():
    """{file: commit} from PROVENANCE.md, which must list exactly the files kept."""
    rows = {}
    for line in open(os.path.join(HEADERS, "PROVENANCE.md"), encoding="utf-8"):
        m = re.match(r"\|\s*`?([\w.+]+\.(?:h|swift))`?\s*\|[^|]*\|\s*`?([0-9a-f]{40})`?\s*\|", line)
        if m:
            rows[m.group(1)] = m.group(2)
    kept = {n for n in os.listdir(HEADERS) if n.endswith((".h", ".swift"))}
    if set(rows) != kept:
        sys.exit("check-apple: WebKitHeaders/PROVENANCE.md lists %s but the folder holds %s"
                 % (sorted(set(rows) - kept) or "nothing more", sorted(kept - set(rows)) or "nothing more"))
    return rows


def minimum_versions():
    text = open(os.path.join(REPO, "Package.swift"), encoding="utf-8").read()
    found = {}
    for name, major, minor in re.findall(r"\.(macOS|iOS)\(\.v(\d+)(?:_(\d+))?\)", text):
        found[name] = (int(major), int(minor or 0))
    return found


def read_headers(header_files):
    return {name: Headers({os.path.basename(p): t for p, t in header_files.items()}, PLATFORMS[name])
            for name in PLATFORMS}


def run(swift_files, headers, floor, listing=None):
    """Problems found on either platform (one sentence each) and the declarations compared."""
    by_problem, checked = {}, set()
    for name in PLATFORMS:
        check = Check(name, headers[name], floor, swift_files)
        checked |= check.checked
        if listing is not None:
            for m, what, ref in check.matches:
                listing.setdefault("%s:%d: %s" % (os.path.relpath(m["path"], REPO), m["line"], what), set()).add(ref)
        for where, what, message in check.problems:
            main, _, near = message.partition("; nearest: ")  # suggestions may differ between platforms
            entry = by_problem.setdefault((where, what, main), [[], near])
            entry[0].append(name)
    lines = []
    for (where, what, message), (platforms, near) in sorted(by_problem.items(), key=lambda kv: kv[0]):
        message += "; nearest: " + near if near else ""
        where = os.path.relpath(where.split(":")[0], REPO) + ":" + where.split(":")[1]
        lines.append("%s: %s: %s (%s)." % (where, what, message, " and ".join(platforms)))
    return lines, {(p, line) for p, line, _ in checked}


# The self-test: each mutation of a real declaration must be named.
MUTATIONS = [
    ("WKWebView.swift", "open var title: String? {", "open var title: String {", ["WKWebView.title", "type String"]),
    ("WKWebView.swift", "baseURL: URL?) -> WKNavigation?", "baseURL: String?) -> WKNavigation?",
     ["loadHTMLString(_:baseURL:)", "parameter 2"]),
    ("WKWebView.swift", "@available(iOS 16.4, macOS 13.3, *)\n    open var isInspectable",
     "@available(iOS 16.0, macOS 13.3, *)\n    open var isInspectable", ["isInspectable", "iOS 16.0", "iOS 16.4"]),
    ("WKWebView.swift", "    open func stopLoading()",
     "    open func reloadEverything() { fatalError(\"declaration only\") }\n    open func stopLoading()",
     ["reloadEverything()", "no declaration"]),
    ("WKWebView.swift", "open var canGoBack: Bool { fatalError(\"declaration only\") }",
     "open var canGoBack: Bool { get { fatalError(\"declaration only\") } set {} }", ["canGoBack", "read-only"]),
    ("WKWebsiteDataStore.swift", "getAllCookies(_ completionHandler: @escaping @MainActor @Sendable",
     "getAllCookies(_ completionHandler: @escaping @Sendable", ["getAllCookies(_:)", "@MainActor"]),
    ("WKNavigation.swift", "case other = -1", "case other = 5", ["WKNavigationType.other", "raw value 5"]),
    ("WKNavigation.swift", "didCommit navigation: WKNavigation!", "didComplete navigation: WKNavigation!",
     ["didComplete:", "no declaration"]),
    ("WKNavigation.swift", "@MainActor\nopen class WKSecurityOrigin", "open class WKSecurityOrigin",
     ["WKSecurityOrigin", "not main-actor isolated"]),
    ("WKNavigation.swift", "    case download = 2\n}\n\npublic enum WKNavigationResponsePolicy",
     "}\n\npublic enum WKNavigationResponsePolicy", ["WKNavigationActionPolicy", "misses", "download"]),
    ("WKUserContentController.swift", "open var frameInfo: WKFrameInfo {", "open var frameInfo: WKFrameInfo? {",
     ["frameInfo", "WKFrameInfo?"]),
    ("WKWebView.swift", "    open func stopLoading()",
     "    @discardableResult open func load(_ url: URL) -> WKNavigation? { fatalError(\"declaration only\") }\n"
     "    open func stopLoading()", ["WKWebView.load(_:)", "TBA"]),
    ("WKWebsiteDataStore.swift", "open class func nonPersistent()", "open func nonPersistent()",
     ["nonPersistent()", "instance in Swift but class"]),
    ("WKWebsiteDataStore.swift", "public convenience init(forIdentifier identifier: UUID)",
     "public convenience init(forIdentifier identifier: String)", ["init(forIdentifier:)", "parameter 1"]),
    ("WKWebsiteDataStore.swift", "@available(iOS 17.0, macOS 14.0, *)\n    public convenience init",
     "@available(iOS 16.0, macOS 14.0, *)\n    public convenience init", ["init(forIdentifier:)", "iOS 16.0", "iOS 17.0"]),
    ("WKWebView.swift", "    open func stopLoading()", "    // objc: -[WKWebView stopAllLoads]\n    open func stopLoading()",
     ["stopLoading()", "stopAllLoads"]),
    ("WKWebView.swift", "in frame: WKFrameInfo? = nil,\n                                   contentWorld: WKContentWorld)",
     "in frame: WKFrameInfo? = nil,\n                                   contentWorld: WKContentWorld?)",
     ["evaluateJavaScript(_:in:contentWorld:)", "overlay"]),
]


def self_test(swift_files, headers, floor):
    baseline = set(run(swift_files, headers, floor)[0])
    failures = []
    for file, old, new, expected in MUTATIONS:
        path = os.path.join(DECLARATIONS, file)
        if swift_files[path].count(old) != 1:
            failures.append("self-test: %r is not once in %s" % (old, file))
            continue
        mutated = dict(swift_files, **{path: swift_files[path].replace(old, new)})
        found = [p for p in run(mutated, headers, floor)[0] if p not in baseline]
        if not any(all(e in p for e in expected) for p in found):
            failures.append("self-test: changing %r to %r in %s was not named (%s)" % (old, new, file,
                                                                                      found or "nothing new"))
    return failures


def main():
    commits = provenance()
    floor = minimum_versions()
    swift_files = read_files(DECLARATIONS, (".swift",))
    headers = read_headers(read_files(HEADERS, (".h", ".swift")))
    if "--self-test" in sys.argv[1:]:
        failures = self_test(swift_files, headers, floor)
        for f in failures:
            print(f)
        if failures:
            sys.exit(1)
        print("check-apple: the WebKit declaration check names all %d deliberate mistakes of its self-test"
              % len(MUTATIONS))
        return
    listing = {} if "--list" in sys.argv[1:] else None
    problems, checked = run(swift_files, headers, floor, listing)
    for where, refs in sorted((listing or {}).items()):
        print("%s -> %s" % (where, ", ".join(sorted(refs))))
    for p in problems:
        print(p)
    if problems:
        print("check-apple: %d mismatch%s between AppleSDKDeclarations/WebKit and the WebKit headers"
              % (len(problems), "es" if len(problems) != 1 else ""))
        sys.exit(1)
    distinct = sorted(set(commits.values()), key=lambda c: -list(commits.values()).count(c))
    print("check-apple: %d WebKit declarations match the WebKit headers (%d files of WebKit/WebKit, commit %s and "
          "%d others, as AppleSDKDeclarations/WebKitHeaders/PROVENANCE.md lists)"
          % (len(checked), len(commits), distinct[0][:12], len(distinct) - 1))


if __name__ == "__main__":
    main()
