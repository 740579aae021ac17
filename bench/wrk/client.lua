-- One client of the flood bench (bench/run.ts, decision 036), told apart by its X-Forwarded-For as a proxy in front
-- would tell it (the server runs with TRUST_PROXY=loopback). Arguments after `--`: the kind and the address.
--   visitor: / and /news in turn (cached pages); params: /?q=<random>; pages: /news?page=<2..9999>;
--   search: /news?search=<random>. Statuses are counted and printed at the end ("status 301: N").
local kind, address = "visitor", "192.0.2.10"
local visitor = { "/", "/news" }
local n = 0
counts = {}

function init(args)
  kind = args[1] or kind
  address = args[2] or address
  wrk.headers["X-Forwarded-For"] = address
  wrk.headers["Accept-Encoding"] = "gzip"
  math.randomseed(os.time() + #address)
end

function request()
  n = n + 1
  if kind == "visitor" then
    return wrk.format("GET", visitor[(n % 2) + 1])
  elseif kind == "params" then
    return wrk.format("GET", "/?q=" .. math.random(1, 2000000000))
  elseif kind == "pages" then
    return wrk.format("GET", "/news?page=" .. math.random(2, 9999))
  else
    return wrk.format("GET", "/news?search=t" .. math.random(1, 2000000000))
  end
end

function response(status)
  counts[status] = (counts[status] or 0) + 1
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

function done()
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("counts")) do
      total[status] = (total[status] or 0) + count
    end
  end
  for status, count in pairs(total) do
    io.write(string.format("status %d: %d\n", status, count))
  end
end
