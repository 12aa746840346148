# Two commands do everything on a fresh Debian machine:
#   make play   set up, then serve the app on http://127.0.0.1:$(PORT)
#   make test   set up, then run every test (CPython unit tests, Playwright in Debian Chromium,
#               smoke tests in WebKitGTK and Firefox ESR)
#   make site   set up, then copy exactly the static app into build/site/ (what gets published)
# Each set-up step is skipped when its inputs have not changed, so running again is fast.

PORT ?= 8000
PY := .venv/bin/python
STAMPS := .stamps
APP_PY := $(shell find py -name '*.py' -not -path '*/__pycache__/*' 2>/dev/null)
APP_STATIC := index.html manifest.webmanifest $(shell find assets -type f -not -path 'assets/vendor/*' -not -path 'assets/styles/*' 2>/dev/null)
# The style sheets the page loads: ours (css/) without their comments (tools/lean_styles.py).
STYLES := $(patsubst css/%.css,assets/styles/%.css,$(wildcard css/*.css))
RUNTIME := assets/vendor/pyscript/core.js assets/vendor/pyodide/python_stdlib.zip pyscript.toml $(STYLES) sw.js
PYTEST_ARGS ?=

.PHONY: play test setup site icons unit e2e lint bench clean

play: setup
	$(PY) tools/serve.py --port $(PORT)

# The browser tests mostly wait on their pages (a runtime booting, bots at their pace, cards
# moving), so two run at once (pytest-xdist, a test file to each worker), V8 running the
# runtime as its baseline compiler emits it (tests/e2e/conftest.py says why): 228 of them in
# 8.5 minutes, then 21 alone in 4.8 (a clean-clone run); E2E_WORKERS=0 runs them one at a
# time. Those that time the page's main thread or watch whole rounds paint by paint (marked
# "alone") run afterwards by themselves, with V8's defaults: beside another browser, the machine's other
# core busy, they saw long tasks the page never made and, now and then, moments they never met
# alone. The other engines' smoke tests run two at a time too (each test its own browser, each
# session its own virtual screen): 3 to 3.5 minutes where one at a time took 4 to 5. Three
# browser tests at once are no quicker on two cores (four of the longest files: 323 s against
# 320 s with two): the pages' work is CPU, mostly booting the runtime (2-3 s a page, no quicker
# in a context that booted it before: 1.90 s against 1.97 s fresh, medians of 6).
E2E_WORKERS ?= 2
E2E_PARALLEL = -n $(E2E_WORKERS) --dist loadfile
ENGINE_WORKERS ?= 2
# The unit tests are pure CPU (bots' whole games, the runtime bundle's checks): two at a time
# they take about 2 minutes where one at a time took 2 to 3.
UNIT_WORKERS ?= 2

test: setup
	$(PY) -m pytest tests/unit -n $(UNIT_WORKERS) $(PYTEST_ARGS)
	$(PY) -m pytest tests/e2e -m "not alone" $(E2E_PARALLEL) $(PYTEST_ARGS)
	$(PY) -m pytest tests/e2e -m alone $(PYTEST_ARGS)
	$(PY) -m pytest tests/engines -n $(ENGINE_WORKERS) --dist load $(PYTEST_ARGS)

unit: $(STAMPS)/venv
	$(PY) -m pytest tests --ignore=tests/e2e $(PYTEST_ARGS)

e2e: setup
	$(PY) -m pytest tests/e2e -m "not alone" $(E2E_PARALLEL) $(PYTEST_ARGS)
	$(PY) -m pytest tests/e2e -m alone $(PYTEST_ARGS)

lint: $(STAMPS)/venv
	$(PY) -m ruff check py tests tools benchmarks
	$(PY) -m ruff format --check py tests tools benchmarks

setup: $(STAMPS)/chromium $(STAMPS)/engines $(STAMPS)/venv $(RUNTIME)

# The static app alone (no tests, tools or node_modules), for any static host or sub-path.
site: $(STAMPS)/venv $(RUNTIME)
	$(PY) tools/build_site.py

# The PNG icons are committed; after changing assets/icon.svg, draw them again.
icons: $(STAMPS)/chromium $(STAMPS)/venv
	$(PY) tools/make_icons.py

$(STAMPS):
	mkdir -p $(STAMPS)

# Debian's Chromium (Playwright cannot download its own browser here).
$(STAMPS)/chromium: | $(STAMPS)
	@if [ ! -x /usr/bin/chromium ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y chromium; \
	fi
	touch $@

# The other engines of the smoke tests (tests/engines): WebKitGTK's WebDriver and MiniBrowser
# (Safari's engine), Firefox ESR (driven over WebDriver BiDi) and a virtual screen for WebKit.
$(STAMPS)/engines: | $(STAMPS)
	@if ! command -v WebKitWebDriver >/dev/null || ! command -v firefox-esr >/dev/null || ! command -v Xvfb >/dev/null; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y --no-install-recommends \
	    webkit2gtk-driver firefox-esr xvfb; \
	fi
	touch $@

# The test tools at the versions and hashes of requirements-dev.lock (README: how to update).
$(STAMPS)/venv: requirements-dev.lock | $(STAMPS)
	test -x $(PY) || python3 -m venv .venv
	$(PY) -m pip install --quiet --disable-pip-version-check --require-hashes -r requirements-dev.lock
	touch $@

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

assets/vendor/pyscript/core.js: node_modules/.package-lock.json tools/vendor_runtime.py
	$(PY) tools/vendor_runtime.py --pyscript-only
	touch $@

# The trimmed, precompiled stdlib depends on what the app imports; the app's own modules
# (sources and bytecode compiled by the browser's Python) travel in the same zip, so they
# arrive with the runtime: no request of their own, no compile at page load. So does the
# bytecode of PyScript's own Python package.
assets/vendor/pyodide/python_stdlib.zip: node_modules/.package-lock.json tools/vendor_runtime.py tools/precompile_stdlib.mjs tools/stdlib_closure.py tools/docstrings.py tools/precompile_app.mjs tools/precompile_pyscript.mjs tools/gen_pyscript_toml.py $(APP_PY) | $(STAMPS)/venv
	rm -rf assets/vendor/app
	$(PY) tools/vendor_runtime.py --pyodide-only
	node tools/precompile_app.mjs $@ $$($(PY) tools/gen_pyscript_toml.py --list)
	node tools/precompile_pyscript.mjs $@

pyscript.toml: $(APP_PY) tools/gen_pyscript_toml.py | $(STAMPS)/venv
	$(PY) tools/gen_pyscript_toml.py

assets/styles/%.css: css/%.css tools/lean_styles.py | $(STAMPS)/venv
	$(PY) tools/lean_styles.py $< $@

sw.js: pyscript.toml $(APP_PY) $(APP_STATIC) $(STYLES) tools/gen_sw.py tools/sw.template.js assets/vendor/pyscript/core.js assets/vendor/pyodide/python_stdlib.zip
	$(PY) tools/gen_sw.py

bench: setup
	$(PY) benchmarks/run_all.py

clean:
	rm -rf assets/vendor sw.js build/site $(STAMPS)
