package engine

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"io"
	"strconv"
	"strings"
)

// Transfer text carries data (a card library, say) between devices as plain
// text that fits in QR codes: the data is deflated and base64url-encoded,
// then split into parts of at most maxPart characters, each marked with its
// number, the count and a checksum of the whole:
//
//	HK:tag:1/3:1a2b3c4d:<chunk>
//
// A player pastes the parts in any order, with any spacing between them.

const transferPrefix = "HK:"

// PackTransfer turns data into one or more transfer parts of at most maxPart
// characters each (maxPart must leave room for the part header).
func PackTransfer(tag string, data []byte, maxPart int) ([]string, error) {
	if tag == "" || strings.ContainsAny(tag, ": \n\t") {
		return nil, fmt.Errorf("transfer tag %q must be one word", tag)
	}
	var z bytes.Buffer
	w, _ := flate.NewWriter(&z, flate.BestCompression)
	w.Write(data)
	w.Close()
	body := base64.RawURLEncoding.EncodeToString(z.Bytes())
	sum := fmt.Sprintf("%08x", crc32.ChecksumIEEE(data))
	head := len(transferPrefix) + len(tag) + len(":99/99:") + len(sum) + 1
	room := maxPart - head
	if room < 16 {
		return nil, fmt.Errorf("parts of %d characters are too short", maxPart)
	}
	n := (len(body) + room - 1) / room
	if n == 0 {
		n = 1
	}
	if n > 99 {
		return nil, fmt.Errorf("the data needs %d parts; at most 99 fit", n)
	}
	parts := make([]string, n)
	for i := range parts {
		end := min((i+1)*room, len(body))
		parts[i] = fmt.Sprintf("%s%s:%d/%d:%s:%s", transferPrefix, tag, i+1, n, sum, body[i*room:end])
	}
	return parts, nil
}

// UnpackTransfer reads pasted transfer parts (any order, separated by
// spaces or new lines) and returns the data, or says what is missing or
// wrong: a part of another kind, a part missing, or a mistyped part.
func UnpackTransfer(tag, text string) ([]byte, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil, fmt.Errorf("nothing was pasted")
	}
	var chunks []string
	var sum string
	total := 0
	for _, f := range fields {
		p := strings.SplitN(f, ":", 5)
		if len(p) != 5 || p[0]+":" != transferPrefix {
			return nil, fmt.Errorf("%q is not a Hordekeeper transfer part", clip(f))
		}
		if p[1] != tag {
			return nil, fmt.Errorf("this is a %q transfer, not a %q one", p[1], tag)
		}
		i, n, ok := parseOf(p[2])
		if !ok {
			return nil, fmt.Errorf("part %q has no valid number like 1/3", clip(f))
		}
		if total == 0 {
			total, sum = n, p[3]
			chunks = make([]string, n)
		}
		if n != total || p[3] != sum {
			return nil, fmt.Errorf("the parts come from two different transfers")
		}
		if chunks[i-1] != "" && chunks[i-1] != p[4] {
			return nil, fmt.Errorf("part %d/%d was pasted twice, differently", i, n)
		}
		chunks[i-1] = p[4]
	}
	var missing []string
	for i, c := range chunks {
		if c == "" {
			missing = append(missing, fmt.Sprintf("%d/%d", i+1, total))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("part %s is missing", strings.Join(missing, ", "))
	}
	z, err := base64.RawURLEncoding.DecodeString(strings.Join(chunks, ""))
	if err != nil {
		return nil, fmt.Errorf("the parts are damaged or mistyped")
	}
	data, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), 16<<20))
	if err != nil || fmt.Sprintf("%08x", crc32.ChecksumIEEE(data)) != sum {
		return nil, fmt.Errorf("the parts are damaged or mistyped (checksum mismatch)")
	}
	return data, nil
}

func parseOf(s string) (i, n int, ok bool) {
	a, b, found := strings.Cut(s, "/")
	if !found {
		return 0, 0, false
	}
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || n < 1 || n > 99 || i < 1 || i > n {
		return 0, 0, false
	}
	return i, n, true
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "..."
	}
	return s
}
